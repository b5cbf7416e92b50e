import type { DomainMessageKey } from '../messages';

export const fr = {
  'error.emailTaken': 'Un utilisateur avec cette adresse e-mail existe déjà',
  'error.emailUnavailable':
    'Cette adresse e-mail ne peut pas être utilisée pour un nouvel utilisateur. Choisissez une autre adresse pour cette personne, par exemple son adresse dans votre organisation.',
  'error.notOnYourself': 'Vous ne pouvez pas faire cela sur votre propre compte',
  'error.fileTooLarge': 'Le fichier est trop volumineux ({max} Mo maximum)',
  'error.fileTypeInvalid': "Le type de fichier n'est pas valide",
  'error.fileMissing': 'Choisissez un fichier à téléverser',
  'error.recordNotFound':
    "Cet élément n'existe pas (ou plus) ou n'appartient pas à votre organisation",
  'error.inputRequired': "Aucune donnée n'a été envoyée",
  'error.connectionRequired': 'Indiquez à quoi cet élément appartient',
  'error.sortIndexRequired': 'index_from et index_to sont obligatoires',
  'error.sortOutOfDate': "L'ordre a changé entre-temps. Rechargez la liste et réessayez.",
  'error.savedMeanwhile':
    'Quelqu’un d’autre vient d’enregistrer la même chose ; rechargez la page et réessayez',
  'error.duplicateValue': '« {value} » figure déjà dans cette liste',
  'error.duplicateClient':
    'Un client avec ce numéro KvK, ou ce nom et ce code postal, existe déjà : {name}',
  'error.unauthenticated': "Vous n'êtes pas autorisé à voir ceci",
  'error.forbidden': "Vous n'êtes pas autorisé à faire ceci",
  'error.notFound': 'Page introuvable',
  'error.internal': 'Une erreur est survenue',
  'error.badInput': 'La saisie est invalide',
  'error.invalidCredentials': "L'adresse e-mail ou le mot de passe est incorrect",
  'error.rateLimited': 'Trop de tentatives de connexion. Réessayez dans {minutes} minutes.',
  'error.resetTokenInvalid':
    'Ce lien de réinitialisation est invalide, a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  'error.currentPasswordWrong': 'Le mot de passe actuel est incorrect',
  'error.passwordChangeLimited':
    'Trop de mots de passe actuels incorrects. Réessayez dans {minutes} minutes.',
  'error.temporarilyUnavailable':
    "{name} n'est temporairement pas disponible, veuillez réessayer plus tard.",
  'error.csrf': "Cette requête a été refusée car l'en-tête de sécurité manque",
  // Plan drawings (survey-plan-drawings): what the editor and the server refuse
  'validation.number': 'Saisissez un nombre',
  'planDrawing.outsidePlan': 'Ce point se trouve trop loin en dehors du plan',
  'planDrawing.notMovable': 'Ce symbole ne peut pas être déplacé',
  'planDrawing.notRotatable': 'Ce symbole ne peut pas être pivoté',
  'planDrawing.scaleRange': "L'échelle doit être comprise entre {min} et {max}",
  'planDrawing.notScalable': 'Ce symbole ne peut pas être redimensionné dans ce sens',
  'planDrawing.aspectLocked':
    'Ce symbole garde ses proportions : redimensionnez-le autant dans les deux sens',
  'planDrawing.noSize': "Ce symbole n'a pas de taille propre",
  'planDrawing.sizeRange': 'La taille doit être comprise entre {min} et {max}',
  'planDrawing.areaPoints': 'Une surface a au moins trois sommets',
  'planDrawing.polyPoints': 'Une ligne a au moins deux points',
  'planDrawing.noPoints': "Ce symbole n'a pas de points",
  'planDrawing.tooManyPoints': 'Une forme a au plus {max} points',
  'planDrawing.noPattern': 'Seule une surface a un motif de remplissage',
  'planDrawing.elementChanged':
    "Quelqu'un d'autre a modifié cet élément entre-temps. Le dessin a été mis à jour.",
  'planDrawing.alreadyPlaced': 'Cet élément figure déjà sur ce plan',
  'planDrawing.wrongRecord':
    'Choisissez un emplacement de la source, un échantillon ou une observation de cette inspection',
  'planDrawing.wrongSymbolType': 'Choisissez un symbole de la liste de votre organisation',
  'planDrawing.inactiveSymbolType': "Ce symbole n'est plus utilisé : choisissez-en un autre",
  'planDrawing.wrongPattern':
    'Choisissez un motif de remplissage de la liste de votre organisation',
  'planDrawing.wrongKind':
    'Choisissez un symbole, un emplacement de la source, un échantillon ou une observation',
  'planDrawing.tooManyElements': 'Un plan contient au plus {max} éléments',
  'planDrawing.legendLocation': 'Emplacement de la source',
  'validation.required': 'Ce champ est obligatoire',
  'validation.passwordLength': 'Le nouveau mot de passe doit contenir au moins 8 caractères',
  'validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'validation.httpUrl': 'Saisissez une adresse web commençant par http:// ou https://',
  'validation.urlCredentials':
    "Ne mettez pas de nom d'utilisateur ni de mot de passe dans l'adresse web",
  'validation.httpsRequired': 'Saisissez une adresse web commençant par https://',
  'validation.email': "Ce n'est pas une adresse e-mail valide",
  'validation.maxLength': 'Ce champ ne peut pas dépasser {max} caractères',
  'validation.minLength': 'Ce champ doit contenir plus de {min} caractères',
  'validation.postcode': "Ce n'est pas un code postal valide",
  'validation.noDigits': 'Ce champ ne peut pas contenir de chiffres',
  'validation.pastDate': 'Cette date ne peut pas être dans le passé',
  'validation.date': "Ce n'est pas une date valide",
  'validation.dateBeforeStart': 'La date est antérieure à la date de début',
  'validation.time': "Ce n'est pas une heure valide",
  'validation.dateTimeBeforeStart':
    "La date et l'heure sont antérieures à la date et l'heure de début",
  'validation.digitsOnly': 'Ce champ ne peut contenir que des chiffres',
  'validation.integerMaximum': 'Le nombre doit être inférieur à {max}',
  'validation.color':
    'Indiquez une couleur sous la forme # suivi de six chiffres hexadécimaux, par exemple #B22222',
  'validation.kvkNumber': 'Un numéro KvK comporte huit chiffres',
  'validation.branchNumber': "Un numéro d'établissement KvK comporte douze chiffres",
  'validation.answerOptions':
    'Indiquez au moins deux options de réponse différentes, une par ligne',
  'validation.imoNumber':
    "Ce n'est pas un numéro OMI valide (sept chiffres avec un chiffre de contrôle correct)",
  'validation.year': 'Indiquez une année de {min} à {max}',
  'validation.decimal': "Indiquez un nombre jusqu'à {max} avec au plus deux décimales",
  'validation.characters': 'Ce champ contient un caractère qui ne peut pas être enregistré',
  'error.invalidId': "{field} n'est pas un identifiant valide (un nombre entier de 1 à 2147483647)",
  'error.invalidCharacters': '{field} contient un caractère qui ne peut pas être enregistré',
  'error.duplicateVessel': 'Un navire avec ce numéro OMI existe déjà : {name}',
  'error.ownerClient': 'Choisissez un client du fichier clients de votre organisation',
  'error.spaceFloor': 'Choisissez un étage de ce bien',
  'error.templateAssetType': 'Ce modèle appartient à un autre type de bien',
  'asset.space.unknown': 'Inconnu',
  'error.surveyRecordSpace': 'Choisissez un espace de cette inspection',
  'error.surveyRecordLocation': 'Choisissez un emplacement de source de cette inspection',
  'error.surveyRecordIframeUrl':
    'Saisissez une adresse https complète, comme https://exemple.fr/inspection',
  'error.surveyClosed': 'Cette inspection est terminée ou annulée et ne peut plus être modifiée',
  'error.assetHasSurveys': 'Ce bien a des inspections et ne peut pas être supprimé',
  'error.duplicateSurveyNumber': 'Une inspection portant le numéro {number} existe déjà',
  'error.surveyNotProposed':
    'Seule une inspection planifiée peut être supprimée ; annulez plutôt cette inspection',
  'error.surveyTransition': "Ce changement de statut n'est pas possible pour cette inspection",
  'error.surveyClient':
    'Choisissez un client du fichier clients de votre organisation pour ce type de bien',
  'error.surveyBranch': 'Choisissez une agence de votre organisation',
  'error.surveyors': 'Choisissez des inspecteurs de votre organisation',
  'error.surveyAsset': 'Choisissez un bien existant de ce type ou saisissez un nouveau bien',
  'error.sourceSpace': 'Choisissez un espace de cette inspection',
  'error.sampleKind': "Choisissez un type d'échantillon du type de matériau de cette source",
  'error.sampleKindPrefix':
    "Ce type d'échantillon n'a pas de préfixe ; ajoutez-le d'abord dans les variables",
  'error.sourceMaterialSampled':
    "Cette source a des échantillons d'un autre type ; supprimez-les d'abord",
  'error.vscpVesselOnly': "Les entrées VSCP n'existent que pour les inspections de navires",
  'error.surveySpaceFloor': 'Choisissez un étage de cette inspection',
  'error.inventarisationPropertyOnly': "Seule l'inspection d'un bâtiment a des inventaires",
  'error.dossierCheckTemplate': "Ce contrôle de dossier ne s'applique pas à cette inspection",
  'error.dossierCheckAnswers': 'Certaines réponses manquent ou ne sont pas valides',
  'error.dossierCheckOption': "Choisissez l'une des réponses proposées",
  'error.surveyIncomplete':
    'Cette inspection ne peut pas encore être terminée. Encore ouverts : {count}',
  'completion.client': "Aucun client n'a été choisi",
  'completion.surveyType': "Aucun type d'inspection n'a été choisi",
  'completion.surveyor': "Aucun inspecteur n'a été choisi",
  'completion.noSources': "Aucune source n'a encore été enregistrée",
  'completion.sourceUnassessed': "La source {label} n'a pas encore de statut amiante",
  'completion.vscpUnassessed': "L'élément VSCP {label} n'a pas encore de constat (encore inconnu)",
  'completion.dossierCheckMissing':
    "Le contrôle de dossier {label} est requis : enregistrez d'abord un inventaire pour le remplir",
  'completion.dossierCheckIncomplete':
    "Le contrôle de dossier {label} n'est pas encore entièrement rempli",
  'labCompleteness.sourceWithoutResult': "La source {label} n'a pas encore de résultat d'analyse",
  'labCompleteness.sourceWithoutClass':
    "La source {label} n'a pas encore de classe de risque SMA-rt",
  'labCompleteness.sourceWithoutPrintout': "L'impression SMA-rt de la source {label} manque",
  'labCompleteness.sampleAtLab': "L'échantillon {label} est encore au laboratoire",
  'error.smartRiskLocation': 'Choisissez un emplacement de cette source',
  'error.smartRiskClassTaken': 'Une classe de risque SMA-rt est déjà enregistrée pour cela',
  // Lab orders (survey-lab-orders) and background jobs
  'error.laboratoryInUse':
    'Ce laboratoire a des commandes d’analyse ou des certificats et ne peut pas être supprimé',
  'job.unexpected': "Une erreur s'est produite ; Vezel réessaiera plus tard",
  'labOrder.api.address':
    "L'adresse API du laboratoire n'est pas valide : une adresse http(s) sans nom d'utilisateur ni mot de passe (ils ont leurs propres champs)",
  'labOrder.api.unreachable': 'Le laboratoire est injoignable ; Vezel réessaiera plus tard',
  'labOrder.api.credentials':
    "Le laboratoire refuse le nom d'utilisateur ou le mot de passe ; vérifiez la connexion du laboratoire",
  'labOrder.api.unknownOrder': 'Le laboratoire ne connaît pas cette commande',
  'labOrder.api.unavailable': 'Le laboratoire rencontre une panne ; Vezel réessaiera plus tard',
  'labOrder.api.refused': 'Le laboratoire a refusé la commande',
  'labOrder.api.answer': 'Le laboratoire a donné une réponse illisible',
  'labOrder.api.redirect':
    "L'adresse API du laboratoire redirige vers une autre adresse ; saisissez la bonne adresse dans la connexion du laboratoire",
  'labOrder.api.tooLarge': 'La réponse du laboratoire est trop volumineuse pour être reprise',
  'labOrder.api.resultsRefused':
    'Vezel ne peut pas reprendre les résultats du laboratoire (un échantillon, un matériau ou un pourcentage inconnu) ; demandez au laboratoire de les vérifier ou saisissez-les vous-même',
  'labOrder.api.gaveUp':
    "Le laboratoire n'a donné aucun résultat après 14 jours ; Vezel ne les demande plus jusqu'à ce que vous redemandiez",
  'labOrder.api.unknownMaterial':
    "Le laboratoire signale le type d'amiante « {type} » pour l'échantillon {sample}, mais aucun matériau analysé du type de matériau de l'échantillon n'a ce type d'amiante ; renseignez le type d'amiante du matériau analysé dans les variables",
  'labOrder.error.laboratory': 'Choisissez un laboratoire de votre organisation',
  'labOrder.error.noSamples': 'Choisissez au moins un échantillon',
  'labOrder.error.tooManySamples': 'Une commande compte au plus {max} échantillons',
  'labOrder.error.sample': 'Choisissez des échantillons de cette inspection, chacun une fois',
  'labOrder.error.sampleOrdered': "L'échantillon {sample} figure déjà sur la commande {order}",
  'labOrder.error.method':
    "Choisissez pour l'échantillon {sample} une méthode d'analyse de son type que le laboratoire propose",
  'labOrder.error.priority': 'Choisissez normale, directe ou urgente',
  'labOrder.error.notDraft': 'Seul un brouillon peut encore être modifié, supprimé ou envoyé',
  'labOrder.error.sending': "Cette commande est en cours d'envoi",
  'labOrder.error.channel':
    "Le laboratoire n'a pas d'adresse e-mail ni d'adresse API pour les commandes ; renseignez-la dans la connexion du laboratoire",
  'labOrder.error.transition': 'Cette commande ne peut pas prendre ce statut',
  'labOrder.error.sampleSent':
    "L'échantillon {sample} est parti au laboratoire avec la commande {order} et ne peut plus être modifié ni supprimé",
  'labOrder.priority.normal': 'Normale',
  'labOrder.priority.directly': 'Directe',
  'labOrder.priority.urgent': 'Urgente',
  'labOrder.pdf.title': "Commande d'analyse {number}",
  'labOrder.pdf.date': 'Date',
  'labOrder.pdf.survey': 'Inspection',
  'labOrder.pdf.priority': 'Priorité',
  'labOrder.pdf.laboratory': 'Laboratoire',
  'labOrder.pdf.accreditation': 'Accréditation',
  'labOrder.pdf.firm': 'Donneur d’ordre',
  'labOrder.pdf.certificate': 'Certificat de processus',
  'labOrder.pdf.surveyor': 'Inspecteur',
  'labOrder.pdf.remarks': 'Remarques',
  'labOrder.pdf.sample': 'Échantillon',
  'labOrder.pdf.kind': 'Type',
  'labOrder.pdf.source': 'Source et matériau',
  'labOrder.pdf.location': 'Emplacement',
  'labOrder.pdf.method': 'Méthode',
  'labOrder.pdf.barcode': 'Code',
  'labOrder.mail.subject': "Commande d'analyse {number}",
  'labOrder.mail.body':
    "Madame, Monsieur, veuillez trouver ci-joint la commande d'analyse {number} de {firm} pour l'inspection {survey}. Nombre d'échantillons : {count}. Cordialement, {firm}",
  'labOrder.cancelMail.subject': "Annulation de la commande d'analyse {number}",
  'labOrder.cancelMail.body':
    "Madame, Monsieur, {firm} annule la commande d'analyse {number} pour l'inspection {survey}. Motif : {reason}. Merci de ne pas analyser les échantillons de cette commande. Cordialement, {firm}",
  'copy.noAddress': 'Aucune adresse fournie',
  'copy.datePairMissing': 'La date de début ou de fin manque pour {number}',
  'copy.noData.property': 'Aucune donnée fournie, veuillez ajouter des adresses',
  'copy.noData.vessel': 'Aucune donnée fournie, veuillez ajouter des navires',
  'copy.noComponents': 'Aucun élément choisi à copier',
  'copy.rowFieldMissing': 'Ligne {row} : {field} manquant',
  'copy.rowFieldInvalid': 'Ligne {row} : {field} non valide',
  'copy.fileTypeUnsupported':
    'Nous ne prenons pas en charge ce type de fichier dans notre application.',
  'copy.fileTypeInvalid': 'Le type de fichier est invalide',
  'copy.columnsMissing': 'Colonnes manquantes dans le fichier : {columns}',
  'copy.duplicateRow': 'La ligne {row} est identique à une ligne déjà ajoutée',
  'copy.numberRepeated': "Le numéro d'inspection {number} apparaît plus d'une fois (ligne {row})",
  'copy.numberTaken': "Le numéro d'inspection {number} (ligne {row}) existe déjà",
  'copy.inputInvalid': "Les éléments ou les adresses n'ont pas été transmis correctement",
  'labResults.sampleUnknown': "Cet échantillon n'appartient pas à cette inspection",
  'labResults.sampleTwice': "L'échantillon {sample} figure deux fois",
  'labResults.sampleNotOnOrder':
    "L'échantillon {sample} ne figure pas sur cette commande de laboratoire",
  'labResults.materialUnknown':
    "Échantillon {sample} : choisissez un type d'amiante du type de matériau de la source",
  'labResults.materialTwice': 'Échantillon {sample} : {material} figure deux fois',
  'labResults.percentageInvalid':
    "Échantillon {sample} : « {percentage} » n'est pas un pourcentage entre 0 et 100",
  'labResults.percentageMissing': 'Échantillon {sample} : saisissez un pourcentage ou une quantité',
  'labResults.amountUnknown': "Échantillon {sample} : choisissez une quantité de ce type d'amiante",
  'labResults.noAmount': 'Échantillon {sample} : aucune quantité ne correspond à {percentage}',
  'labResults.amountRangeMissing':
    "Échantillon {sample} : {material} n'a pas de plage de pourcentages pour la quantité {amounts} ; complétez-la dans les variables",
  'labResults.orderNotSent': "Cette commande de laboratoire n'a pas été envoyée ou a été annulée",
  'labResults.csvEmpty': 'Le fichier ne contient aucune ligne de résultats',
  'labResults.csvColumnsMissing': 'Colonnes absentes du fichier : {columns}',
  'labResults.csvRowSampleUnknown':
    "Ligne {row} : l'échantillon {sample} n'existe pas dans cette inspection",
  'labResults.csvRowDuplicate':
    "Ligne {row} : l'échantillon {sample} avec {type} figure aussi à la ligne {first}",
  'labResults.csvRowPercentage':
    "Ligne {row} : « {percentage} » n'est pas un pourcentage entre 0 et 100",
  'labResults.csvRowNoAmount':
    'Ligne {row} : aucune quantité de {type} ne correspond à {percentage}',
  'labResults.csvRowAmountRangeMissing':
    "Ligne {row} : {type} n'a pas de plage de pourcentages pour la quantité {amounts} ; complétez-la dans les variables",
  'labResults.csvRowTypeNotSet':
    "Ligne {row} : le type d'amiante « {type} » est inconnu pour l'échantillon {sample} ; {materials} n'a pas de type d'amiante (NEN 5896) : complétez-le dans les variables",
  'labResults.csvRowTypeUnknown':
    "Ligne {row} : le type d'amiante « {type} » est inconnu pour l'échantillon {sample}",
  'labResults.csvRowPrefix': 'Ligne {row} : ',
  'labResults.csvRowOtherLaboratory':
    "Ligne {row} : l'échantillon {sample} figure sur la commande {order} chez {laboratory}",
  'labResults.csvRowReplaces':
    "Ligne {row} : l'échantillon {sample} a déjà une analyse de ce laboratoire ; l'import la remplace",
  'labResults.sampleOtherLaboratory':
    "L'échantillon {sample} figure sur la commande {order} chez {laboratory} : choisissez ce laboratoire",
  'labResults.csvRowsInvalid':
    "Le fichier contient des lignes erronées ({count}) ; rien n'a été enregistré",
  'labResults.hazardousMaterialUnknown':
    'Choisissez une substance dangereuse du tableau A ou B de l’IHM',
  'labResults.concentrationInvalid': 'Saisissez une concentration de 0 ou plus',
  'labResults.certificateSamples':
    'Choisissez des échantillons de cette inspection analysés par ce laboratoire',
  'labResults.entryNotSampled':
    'Cet élément du VSCP est contrôlé visuellement ; seul un élément contrôlé par échantillonnage reçoit des échantillons',
  'surveyReports.frozen':
    'Ce rapport est définitif et ne peut plus être modifié ; créez une nouvelle version',
  'surveyReports.surveyCancelled': 'Cette inspection est annulée et ne reçoit pas de rapport',
  'surveyReports.finalizing':
    'Ce rapport est en cours de finalisation et ne peut pas être modifié maintenant',
  'surveyReports.error.template': 'Choisissez un modèle de rapport actif pour ce type d’inspection',
  'surveyReports.error.notFinal': 'Seul un rapport définitif peut avoir une nouvelle version',
  'surveyReports.error.checksOpen':
    'Le rapport ne peut pas encore être rendu définitif : des contrôles restent ouverts ({count})',
  'surveyReports.error.noSignature':
    'Votre compte n’a pas encore de signature. Ajoutez-la dans l’onglet Signature de votre compte et réessayez.',
  'surveyReports.error.notSurveyor':
    'Seul un inspecteur de cette inspection peut rendre son rapport définitif : le rapport porte sa signature.',
  'surveyReports.error.templateGone':
    'Le modèle de ce rapport n’existe plus ou ne correspond pas à ce type d’inspection',
  'surveyReports.blockError.query': 'Les données n’ont pas pu être récupérées',
  'surveyReports.blockError.markup': 'La mise en forme n’a pas pu être affichée : {message}',
  'surveyReports.blockError.pdf': 'Un PDF joint n’a pas pu être chargé',
  'surveyReports.blockError.timedOut':
    'Le rapport a pris trop de temps ; cette partie a été ignorée',
  // A plan drawing in a report (survey-plan-drawings/print-svg.ts), in the report's language
  'planPrint.drawing': 'Dessin sur le plan {title}',
  'planPrint.legend': 'Légende',
  'planPrint.symbol': 'Symbole',
  'planPrint.meaning': 'Signification',
  'planPrint.unknownSymbol': 'Symbole inconnu',
  'planPrint.failed': 'Le dessin d’un plan n’a pas pu être chargé',
  'reportTemplates.unavailableTag':
    "La mise en forme n'est pas valide : la balise {tag} (ligne {line}) ne peut pas être utilisée dans un rapport ; mettez le contenu dans l'élément lui-même.",
  'reportTemplates.invalidMarkup': "La mise en forme n'est pas valide : {message}",
  'reportTemplates.invalidQuery': "La requête n'est pas valide : {message}",
  'reportTemplates.query.oneQuery': 'Écrivez exactement une requête.',
  'reportTemplates.query.onlyQuery':
    'Un rapport ne fait que lire : utilisez une requête (query), pas de mutation ni d’abonnement.',
  'reportTemplates.query.variable': 'La seule variable est $survey: ID!',
  'reportTemplates.query.printField':
    "Un rapport ne peut pas demander l'impression d'un rapport (surveyReportPrint, reportPrinting).",
  'reportTemplates.query.tooDeep': 'La requête dépasse {depth} niveaux.',
  'reportTemplates.query.tooManyAliases': 'La requête utilise plus de {aliases} alias.',
  'reportTemplates.query.tooManyDirectives': 'La requête utilise plus de {directives} directives.',
  'reportTemplates.query.tooCostly':
    'La requête demande trop à la fois : demandez moins de champs ou de listes.',
  'reportTemplates.elementInChapter': 'Cet élément figure déjà dans ce chapitre',
  'reportTemplates.chapterInTemplate': 'Ce chapitre figure déjà dans ce modèle',
  'reportPdf.noChromium':
    'Impossible de créer le PDF : Chromium est absent du serveur ({path}). Installez-le avec « apt-get install chromium », ou indiquez le chemin d’un Chromium dans CHROMIUM_PATH.',
  'reportPdf.printViewFailed':
    "La vue d'impression du rapport ne s'est pas chargée ; Vezel réessaiera plus tard",
  'reportPdf.printViewMissing':
    "Le serveur ne fournit pas la vue d'impression du rapport (statut {status}) ; l'application web est-elle construite ?",
  'reportPdf.blocksFailed':
    "Le rapport n'a pas été rendu définitif : parties qui n'ont pas pu être imprimées : {count}. Corrigez-les (voir l'aperçu) et rendez de nouveau le rapport définitif.",
  'reportPdf.timedOut':
    "L'impression du rapport a duré plus de {minutes} minutes et a été arrêtée ; Vezel réessaiera plus tard",
  'reportPdf.step.opening': 'Ouverture du rapport',
  'reportPdf.step.measuring': 'Calcul des numéros de page',
  'reportPdf.step.printing': 'Création du PDF',
  'reportPdf.step.storing': 'Enregistrement du PDF',
  // LAVS verify
  'lavs.problem.required': '{subject} : {field} manque',
  'lavs.problem.format': "{subject} : {field} « {value} » n'a pas la forme demandée par LAVS",
  'lavs.problem.unknownReference':
    "{subject} : {field} renvoie à un élément absent de l'enregistrement",
  'lavs.problem.unmapped': "{subject} : {field} « {value} » n'a pas de code LAVS",
  'lavs.problem.mixedUnits':
    '{subject} : les emplacements ont des unités différentes ({value}) ; LAVS demande une seule unité par source',
  'lavs.problem.locationWithoutSpace':
    "{subject} : un emplacement n'a pas d'espace ; choisissez l'espace où se trouve la source",
  'lavs.problem.locationWithoutAmount':
    "{subject} : un emplacement n'a pas de quantité ; saisissez la quantité de chaque emplacement",
  'lavs.problem.noValidDia':
    '{subject} : aucun certificat DIA valable le {date} ; ajoutez le certificat DIA',
  'lavs.problem.noValidProcessCertificate':
    '{subject} : aucun certificat de processus {value} valable le {date} ; ajoutez le certificat',
  'lavs.problem.noFinalReport':
    "Il n'y a pas de rapport définitif avec PDF : rendez le rapport définitif",
  'lavs.problem.sampleAtLab': '{subject} est encore au laboratoire : attendez le résultat',
  'lavs.problem.sampleWithoutResult': "{subject} n'a pas de résultat : saisissez l'analyse",
  'lavs.problem.subject.settings': 'Paramètres LAVS',
  'lavs.problem.subject.branch': 'Établissement {name}',
  'lavs.problem.subject.survey': 'Enquête {number}',
  'lavs.problem.subject.address': 'Adresse',
  'lavs.problem.subject.inventory': 'Inventaire',
  'lavs.problem.subject.surveyor': 'Inventoriste {name}',
  'lavs.problem.subject.space': 'Espace {name}',
  'lavs.problem.subject.source': 'Source {number}',
  'lavs.problem.subject.sample': 'Échantillon {number}',
  'lavs.problem.subject.exclusion': 'Exclusion {name}',
  'lavs.problem.subject.report': 'Rapport',
  'lavs.field.environment': 'environnement',
  'lavs.field.kvkNumber': 'numéro KvK',
  'lavs.field.branchNumber': "numéro d'établissement",
  'lavs.field.certificateNumber': 'numéro de certificat',
  'lavs.field.certifyingBody': 'organisme de certification',
  'lavs.field.reference': 'référence du projet',
  'lavs.field.description': 'description',
  'lavs.field.calamity': 'calamité',
  'lavs.field.postcode': 'code postal',
  'lavs.field.houseNumber': 'numéro',
  'lavs.field.houseNumberSuffix': 'complément de numéro',
  'lavs.field.street': 'rue',
  'lavs.field.city': 'ville',
  'lavs.field.constructionYear': 'année de construction',
  'lavs.field.type': "type d'inventaire",
  'lavs.field.orderedOn': 'date de commande',
  'lavs.field.startsOn': 'date de début',
  'lavs.field.endsOn': 'date de fin',
  'lavs.field.lateReason': "motif de l'inventaire tardif",
  'lavs.field.name': 'nom',
  'lavs.field.code': 'code',
  'lavs.field.number': 'numéro',
  'lavs.field.application': 'application',
  'lavs.field.materialType': 'type de matériau',
  'lavs.field.binding': 'liaison',
  'lavs.field.amount': 'quantité',
  'lavs.field.unit': 'unité',
  'lavs.field.asbestosStatus': 'statut amiante',
  'lavs.field.riskClass': 'classe de risque',
  'lavs.field.recommendedMeasure': 'mesure recommandée',
  'lavs.field.repeating': 'source répétée',
  'lavs.field.buildingParts': 'espaces',
  'lavs.field.sampleNumbers': "numéros d'échantillon",
  'lavs.field.sourceNumber': 'source',
  'lavs.field.analysisMethod': "méthode d'analyse",
  'lavs.field.laboratory': 'laboratoire',
  'lavs.field.asbestosTypes': "types d'amiante",
  'lavs.field.asbestosFound': 'amiante détecté',
  'lavs.field.buildingPart': 'espace',
  'lavs.field.reason': 'motif',
  'lavs.field.reportTitle': 'titre du rapport',
  'lavs.field.deliveredOn': 'date de livraison',
  'lavs.field.attachment': 'pièce jointe',
  'lavs.field.kind': 'type de pièce jointe',
  'lavs.field.fileName': 'nom du fichier',
  // LAVS send
  'lavs.status.data_missing': 'Données manquantes',
  'lavs.status.to_verify': 'À vérifier',
  'lavs.status.ready_to_send_data': 'Prêt à envoyer les données',
  'lavs.status.sending_data': 'Envoi des données',
  'lavs.status.waiting_for_data_processing': 'En attente du traitement des données',
  'lavs.status.data_processed': 'Données traitées',
  'lavs.status.failed_processing_data': 'Échec du traitement des données',
  'lavs.status.error_accepting_data': "Erreur d'acceptation des données",
  'lavs.status.data_request_status_failed': 'Échec de la demande de statut des données',
  'lavs.status.sending_attachment': 'Envoi de la pièce jointe',
  'lavs.status.waiting_for_attachment_processing': 'En attente du traitement de la pièce jointe',
  'lavs.status.failed_processing_attachment': 'Échec du traitement de la pièce jointe',
  'lavs.status.failed_accepting_attachment': "Erreur d'acceptation de la pièce jointe",
  'lavs.status.request_attachment_status_failed':
    'Échec de la demande de statut de la pièce jointe',
  'lavs.status.completed_successfully': 'Terminé avec succès',
  'lavs.todo.verify': 'Vérifiez les données',
  'lavs.todo.complete': 'Complétez les données manquantes et vérifiez à nouveau',
  'lavs.todo.send': 'Envoyez les données à LAVS',
  'lavs.todo.wait': 'Attendez LAVS',
  'lavs.todo.fixAndResend': 'Corrigez ce que LAVS a signalé, vérifiez et envoyez à nouveau',
  'lavs.todo.resend': 'Envoyez à nouveau',
  'lavs.todo.none': "Rien : l'inventaire est enregistré",
  'lavs.answer.calamityMismatch': 'La calamité ne correspond pas à LAVS',
  'lavs.answer.startMismatch':
    'La date/heure de début ne correspond pas à LAVS - {sgiDate} contre {lavsDate} dans LAVS',
  'lavs.answer.endMismatch':
    'La date/heure de fin ne correspond pas à LAVS - {sgiDate} contre {lavsDate} dans LAVS',
  'lavs.answer.unknownOrganisation': 'Organisation LAVS inconnue',
  'lavs.unavailable': '{name} est temporairement indisponible, veuillez réessayer plus tard.',
  'lavs.registry.credentials':
    "LAVS a refusé le nom d'utilisateur ou le mot de passe : vérifiez les paramètres LAVS",
  'lavs.registry.address': "L'adresse LAVS des paramètres n'est pas une adresse http(s) valide",
  'lavs.registry.redirect':
    "LAVS a redirigé vers une autre adresse, ce que Vezel ne suit pas : vérifiez l'adresse dans les paramètres LAVS",
  'lavs.registry.answer': 'LAVS a donné une réponse que Vezel ne peut pas lire',
  'lavs.registry.unknownRequest': 'LAVS ne connaît pas cette demande',
  'lavs.registry.refused':
    'LAVS a refusé la demande : vérifiez les paramètres LAVS et le rapport, puis envoyez à nouveau',
  'lavs.error.notFound':
    "Cet inventaire n'existe pas (ou plus) ou n'appartient pas à votre organisation",
  'lavs.error.vesselSurvey': "L'inspection d'un navire n'est pas enregistrée dans LAVS",
  'lavs.error.cancelled': "Une inspection annulée n'est pas enregistrée dans LAVS",
  'lavs.error.inFlight': "Cet inventaire est en cours d'envoi à LAVS ; attendez qu'il soit terminé",
  'lavs.error.sentKept':
    'Ceci a été envoyé à LAVS : son enregistrement et les échanges avec LAVS sont conservés comme preuve, il ne peut donc pas être supprimé',
  'lavs.error.alreadyRegistered':
    "LAVS a déjà enregistré cet inventaire tel quel ; modifiez d'abord quelque chose et vérifiez à nouveau",
  'lavs.error.dataMissing':
    'Des données dont LAVS a besoin manquent : complétez-les (voir la liste) et envoyez à nouveau',
  'lavs.error.settings':
    "Les paramètres LAVS sont incomplets : renseignez l'adresse, le nom d'utilisateur et le mot de passe",
  'lavs.error.password':
    'Le mot de passe LAVS ne peut pas être lu : saisissez-le à nouveau dans les paramètres LAVS',
  'lavs.error.noAttachment': 'Le rapport à envoyer en pièce jointe manque',
  'lavs.error.dataRefused': 'LAVS a refusé les données (champs rejetés : {count})',
  'lavs.error.requestKeyRefused':
    "LAVS connaît un autre envoi sous la clé de cette demande et l'a refusée : vérifiez et envoyez à nouveau",
  'lavs.error.attachmentRefused': 'LAVS a refusé la pièce jointe',
  'lavs.error.noAnswer':
    'LAVS n’a toujours pas traité la demande après 14 jours ; Vezel ne la suit plus : envoyez à nouveau',
  'lavs.error.group': 'Groupe de statut inconnu : {group}',
  'lavs.exchange.problems': 'Problèmes trouvés',
  'lavs.exchange.rejected': 'LAVS a rejeté la demande',
  'lavs.exchange.refused': 'LAVS a refusé la demande',
} satisfies Record<DomainMessageKey, string>;
