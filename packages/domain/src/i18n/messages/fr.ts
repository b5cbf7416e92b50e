import type { DomainMessageKey } from '../messages';

export const fr = {
  'error.emailTaken': 'Un utilisateur avec cette adresse e-mail existe déjà',
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
  'error.temporarilyUnavailable':
    "{name} n'est temporairement pas disponible, veuillez réessayer plus tard.",
  'error.csrf': "Cette requête a été refusée car l'en-tête de sécurité manque",
  'validation.required': 'Ce champ est obligatoire',
  'validation.passwordLength': 'Le nouveau mot de passe doit contenir au moins 8 caractères',
  'validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
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
  'error.duplicateVessel': 'Un navire avec ce numéro OMI existe déjà : {name}',
  'error.ownerClient': 'Choisissez un client du fichier clients de votre organisation',
  'error.spaceFloor': 'Choisissez un étage de ce bien',
  'error.templateAssetType': 'Ce modèle appartient à un autre type de bien',
  'asset.space.unknown': 'Inconnu',
  'error.surveyClosed':
    'Cette inspection est terminée ou annulée et ne peut plus être modifiée',
  'error.assetHasSurveys': 'Ce bien a des inspections et ne peut pas être supprimé',
} satisfies Record<DomainMessageKey, string>;
