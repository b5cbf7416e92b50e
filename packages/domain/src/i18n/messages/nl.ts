/** Dutch: the default language and the fallback for a missing text. */
export const nl = {
  'error.emailTaken': 'Er bestaat al een gebruiker met dit e-mailadres',
  'error.emailUnavailable':
    'Dit e-mailadres kan niet voor een nieuwe gebruiker worden gebruikt. Kies een ander adres voor deze persoon, bijvoorbeeld het adres bij jouw organisatie.',
  'error.notOnYourself': 'Dit kun je niet bij je eigen account doen',
  'error.fileTooLarge': 'Het bestand is te groot (maximaal {max} MB)',
  'error.fileTypeInvalid': 'Het bestandstype is ongeldig',
  'error.fileMissing': 'Kies een bestand om te uploaden',
  'error.recordNotFound': 'Dit item bestaat niet (meer) of hoort niet bij jouw organisatie',
  'error.inputRequired': 'Er zijn geen gegevens meegestuurd',
  'error.connectionRequired': 'Geef aan waar dit item bij hoort',
  'error.sortIndexRequired': 'index_from en index_to zijn verplicht',
  'error.sortOutOfDate':
    'De volgorde is intussen gewijzigd. Laad de lijst opnieuw en probeer het nog eens.',
  'error.savedMeanwhile':
    'Iemand anders heeft dit zojuist ook opgeslagen; vernieuw de pagina en probeer het opnieuw',
  'error.duplicateValue': '"{value}" staat al in deze lijst',
  'error.duplicateClient':
    'Er is al een klant met dit KvK-nummer, of met deze naam en postcode: {name}',
  'error.unauthenticated': 'Je hebt geen toegang om dit te zien',
  'error.forbidden': 'Je hebt geen rechten om dit te doen',
  'error.notFound': 'Pagina niet gevonden',
  'error.internal': 'Sorry, er ging iets fout',
  'error.badInput': 'De invoer is ongeldig',
  'error.invalidCredentials': 'Het e-mailadres of wachtwoord is onjuist',
  'error.rateLimited': 'Te veel inlogpogingen. Probeer het over {minutes} minuten opnieuw.',
  'error.resetTokenInvalid':
    'Deze herstellink is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.',
  'error.currentPasswordWrong': 'Het huidige wachtwoord is onjuist',
  'error.passwordChangeLimited':
    'Te vaak een onjuist huidig wachtwoord. Probeer het over {minutes} minuten opnieuw.',
  'error.temporarilyUnavailable':
    '{name} is tijdelijk niet beschikbaar, probeer het later opnieuw.',
  'error.csrf': 'Dit verzoek is geweigerd omdat de beveiligingsheader ontbreekt',
  // Plan drawings (survey-plan-drawings): what the editor and the server refuse
  'validation.number': 'Geef een getal op',
  'planDrawing.outsidePlan': 'Dit punt ligt te ver buiten de plattegrond',
  'planDrawing.notMovable': 'Dit symbool kan niet worden verplaatst',
  'planDrawing.notRotatable': 'Dit symbool kan niet worden gedraaid',
  'planDrawing.scaleRange': 'De schaal moet tussen {min} en {max} liggen',
  'planDrawing.notScalable': 'Dit symbool kan in deze richting niet worden geschaald',
  'planDrawing.aspectLocked':
    'Dit symbool houdt zijn verhouding: schaal het in beide richtingen even veel',
  'planDrawing.noSize': 'Dit symbool heeft geen eigen grootte',
  'planDrawing.sizeRange': 'De grootte moet tussen {min} en {max} liggen',
  'planDrawing.areaPoints': 'Een vlak heeft ten minste drie hoekpunten',
  'planDrawing.polyPoints': 'Een lijn heeft ten minste twee punten',
  'planDrawing.noPoints': 'Dit symbool heeft geen punten',
  'planDrawing.tooManyPoints': 'Een vorm heeft hoogstens {max} punten',
  'planDrawing.noPattern': 'Alleen een vlak heeft een vulpatroon',
  'planDrawing.elementChanged':
    'Iemand anders heeft dit element intussen gewijzigd. De tekening is bijgewerkt.',
  'planDrawing.alreadyPlaced': 'Dit staat al op deze plattegrond',
  'planDrawing.wrongRecord': 'Kies een bronlocatie, monster of waarneming van dit onderzoek',
  'planDrawing.wrongSymbolType': 'Kies een symbool uit de lijst van je organisatie',
  'planDrawing.inactiveSymbolType': 'Dit symbool is niet meer in gebruik: kies een ander',
  'planDrawing.wrongPattern': 'Kies een vulpatroon uit de lijst van je organisatie',
  'planDrawing.wrongKind': 'Kies een symbool, bronlocatie, monster of waarneming',
  'planDrawing.tooManyElements': 'Op een plattegrond passen hoogstens {max} elementen',
  'planDrawing.legendLocation': 'Bronlocatie',
  'validation.required': 'Dit veld is verplicht',
  'validation.passwordLength': 'Het nieuwe wachtwoord moet minimaal 8 tekens lang zijn',
  'validation.passwordMismatch': 'De wachtwoorden komen niet overeen',
  'validation.httpUrl': 'Vul een webadres in dat begint met http:// of https://',
  'validation.email': 'Dit is geen geldig e-mailadres',
  'validation.maxLength': 'Dit veld mag niet langer zijn dan {max} tekens',
  'validation.minLength': 'Dit veld moet langer zijn dan {min} tekens',
  'validation.postcode': 'Dit is geen geldige postcode',
  'validation.noDigits': 'Dit veld mag geen cijfers bevatten',
  'validation.pastDate': 'Deze datum mag niet in het verleden liggen',
  'validation.date': 'Dit is geen geldige datum',
  'validation.dateBeforeStart': 'De datum ligt vóór de startdatum',
  'validation.time': 'Dit is geen geldige tijd',
  'validation.dateTimeBeforeStart': 'De datum en tijd liggen vóór de startdatum en -tijd',
  'validation.digitsOnly': 'Dit veld mag alleen cijfers bevatten',
  'validation.integerMaximum': 'Het getal moet lager zijn dan {max}',
  'validation.color': 'Geef een kleur op als # met zes hexadecimale tekens, bijvoorbeeld #B22222',
  'validation.kvkNumber': 'Een KvK-nummer heeft acht cijfers',
  'validation.branchNumber': 'Een vestigingsnummer heeft twaalf cijfers',
  'validation.answerOptions': 'Geef ten minste twee verschillende antwoordopties, één per regel',
  'validation.imoNumber':
    'Dit is geen geldig IMO-nummer (zeven cijfers met een juist controlecijfer)',
  'validation.year': 'Geef een jaartal van {min} tot en met {max}',
  'validation.decimal': 'Geef een getal tot {max} met hoogstens twee decimalen',
  'validation.characters': 'Dit veld bevat een teken dat niet kan worden opgeslagen',
  'error.invalidId': '{field} is geen geldig id (een geheel getal van 1 tot en met 2147483647)',
  'error.invalidCharacters': '{field} bevat een teken dat niet kan worden opgeslagen',
  'error.duplicateVessel': 'Er is al een schip met dit IMO-nummer: {name}',
  'error.ownerClient': 'Kies een klant uit het klantenbestand van je organisatie',
  'error.spaceFloor': 'Kies een verdieping van dit object',
  'error.templateAssetType': 'Dit sjabloon hoort bij een ander soort object',
  'asset.space.unknown': 'Onbekend',
  'error.surveyRecordSpace': 'Kies een ruimte van dit onderzoek',
  'error.surveyRecordLocation': 'Kies een bronlocatie van dit onderzoek',
  'error.surveyRecordIframeUrl':
    'Vul een volledig https-adres in, zoals https://voorbeeld.nl/onderzoek',
  'error.surveyClosed':
    'Dit onderzoek is afgerond of geannuleerd en kan niet meer worden gewijzigd',
  'error.assetHasSurveys': 'Dit object heeft onderzoeken en kan niet worden verwijderd',
  'error.duplicateSurveyNumber': 'Er is al een onderzoek met nummer {number}',
  'error.surveyNotProposed':
    'Alleen een gepland onderzoek kan worden verwijderd; annuleer dit onderzoek',
  'error.surveyTransition': 'Deze statuswijziging is voor dit onderzoek niet mogelijk',
  'error.surveyClient':
    'Kies een klant uit het klantenbestand van je organisatie voor dit soort object',
  'error.surveyBranch': 'Kies een vestiging van je organisatie',
  'error.surveyors': 'Kies inventariseerders van je organisatie',
  'error.surveyAsset': 'Kies één bestaand object van dit type of voer één nieuw object in',
  'error.sourceSpace': 'Kies een ruimte van dit onderzoek',
  'error.sampleKind': 'Kies een monstersoort van het materiaaltype van deze bron',
  'error.sampleKindPrefix':
    'Deze monstersoort heeft geen prefix; vul die eerst in bij de variabelen',
  'error.sourceMaterialSampled':
    'Deze bron heeft monsters van een andere monstersoort; verwijder die eerst',
  'error.vscpVesselOnly': 'VSCP-items horen alleen bij onderzoeken van schepen',
  'error.surveySpaceFloor': 'Kies een verdieping van dit onderzoek',
  'error.inventarisationPropertyOnly':
    'Een inventarisatie hoort alleen bij een onderzoek van een pand',
  'error.dossierCheckTemplate': 'Deze dossiercheck hoort niet bij dit onderzoek',
  'error.dossierCheckAnswers': 'Niet alle antwoorden zijn (juist) ingevuld',
  'error.dossierCheckOption': 'Kies een van de antwoordmogelijkheden',
  'error.surveyIncomplete': 'Dit onderzoek kan nog niet worden afgerond. Nog open: {count}',
  'completion.client': 'Er is geen opdrachtgever gekozen',
  'completion.surveyType': 'Er is geen onderzoekstype gekozen',
  'completion.surveyor': 'Er is geen inventariseerder gekozen',
  'completion.noSources': 'Er is nog geen bron vastgelegd',
  'completion.sourceUnassessed': 'Bron {label} heeft nog geen asbeststatus',
  'completion.vscpUnassessed': 'VSCP-item {label} heeft nog geen bevinding (staat op onbekend)',
  'completion.dossierCheckMissing':
    'Dossiercheck {label} is nodig: leg eerst een inventarisatie vast om die in te vullen',
  'completion.dossierCheckIncomplete': 'Dossiercheck {label} is nog niet volledig ingevuld',
  'labCompleteness.sourceWithoutResult': 'Bron {label} heeft nog geen analyseresultaat',
  'labCompleteness.sourceWithoutClass': 'Bron {label} heeft nog geen SMA-rt-risicoklasse',
  'labCompleteness.sourceWithoutPrintout': 'Bij bron {label} ontbreekt de SMA-rt-uitdraai',
  'labCompleteness.sampleAtLab': 'Monster {label} is nog bij het laboratorium',
  'error.smartRiskLocation': 'Kies een locatie van deze bron',
  'error.smartRiskClassTaken': 'Hiervoor is al een SMA-rt-risicoklasse vastgelegd',
  // Lab orders (survey-lab-orders) and background jobs
  'error.laboratoryInUse':
    'Dit laboratorium heeft analyseopdrachten of certificaten en kan niet worden verwijderd',
  'job.unexpected': 'Er ging iets mis; Vezel probeert het later opnieuw',
  'labOrder.api.address': 'Het API-adres van het laboratorium is ongeldig',
  'labOrder.api.unreachable':
    'Het laboratorium is niet bereikbaar; Vezel probeert het later opnieuw',
  'labOrder.api.credentials':
    'Het laboratorium weigert de gebruikersnaam of het wachtwoord; controleer de koppeling van het laboratorium',
  'labOrder.api.unknownOrder': 'Het laboratorium kent deze opdracht niet',
  'labOrder.api.unavailable':
    'Het laboratorium heeft een storing; Vezel probeert het later opnieuw',
  'labOrder.api.refused': 'Het laboratorium heeft de opdracht geweigerd',
  'labOrder.api.answer': 'Het laboratorium gaf een onbegrijpelijk antwoord',
  'labOrder.api.redirect':
    'Het API-adres van het laboratorium stuurt door naar een ander adres; vul het juiste adres in bij de koppeling van het laboratorium',
  'labOrder.api.tooLarge': 'Het antwoord van het laboratorium is te groot om over te nemen',
  'labOrder.api.resultsRefused':
    'Vezel kan de resultaten van het laboratorium niet overnemen (een onbekend monster, materiaal of percentage); vraag het laboratorium ze na te kijken of voer ze zelf in',
  'labOrder.api.gaveUp':
    'Het laboratorium heeft na 14 dagen nog geen resultaten gegeven; Vezel vraagt er niet meer naar tot je opnieuw vraagt',
  'labOrder.api.unknownMaterial':
    'Het laboratorium meldt asbestsoort "{type}" bij monster {sample}, maar geen analysemateriaal van het materiaaltype van het monster heeft die asbestsoort; vul de asbestsoort in bij het analysemateriaal in de variabelen',
  'labOrder.error.laboratory': 'Kies een laboratorium van je organisatie',
  'labOrder.error.noSamples': 'Kies minstens één monster',
  'labOrder.error.tooManySamples': 'Een opdracht heeft hoogstens {max} monsters',
  'labOrder.error.sample': 'Kies monsters van dit onderzoek, elk één keer',
  'labOrder.error.sampleOrdered': 'Monster {sample} staat al op opdracht {order}',
  'labOrder.error.method':
    'Kies voor monster {sample} een analysemethode van de monstersoort die het laboratorium aanbiedt',
  'labOrder.error.priority': 'Kies normaal, direct of spoed',
  'labOrder.error.notDraft': 'Alleen een concept kan nog worden gewijzigd, verwijderd of verzonden',
  'labOrder.error.sending': 'Deze opdracht wordt op dit moment verzonden',
  'labOrder.error.channel':
    'Het laboratorium heeft geen e-mailadres of API-adres voor opdrachten; vul dat in bij de koppeling van het laboratorium',
  'labOrder.error.transition': 'Deze opdracht kan die status niet krijgen',
  'labOrder.error.sampleSent':
    'Monster {sample} is met opdracht {order} naar het laboratorium gestuurd en kan niet meer worden gewijzigd of verwijderd',
  'labOrder.priority.normal': 'Normaal',
  'labOrder.priority.directly': 'Direct',
  'labOrder.priority.urgent': 'Spoed',
  'labOrder.pdf.title': 'Analyseopdracht {number}',
  'labOrder.pdf.date': 'Datum',
  'labOrder.pdf.survey': 'Onderzoek',
  'labOrder.pdf.priority': 'Prioriteit',
  'labOrder.pdf.laboratory': 'Laboratorium',
  'labOrder.pdf.accreditation': 'Accreditatie',
  'labOrder.pdf.firm': 'Opdrachtgever',
  'labOrder.pdf.certificate': 'Procescertificaat',
  'labOrder.pdf.surveyor': 'Inventariseerder',
  'labOrder.pdf.remarks': 'Opmerkingen',
  'labOrder.pdf.sample': 'Monster',
  'labOrder.pdf.kind': 'Soort',
  'labOrder.pdf.source': 'Bron en materiaal',
  'labOrder.pdf.location': 'Locatie',
  'labOrder.pdf.method': 'Methode',
  'labOrder.pdf.barcode': 'Code',
  'labOrder.mail.subject': 'Analyseopdracht {number}',
  'labOrder.mail.body':
    'Beste laboratorium, bijgaand analyseopdracht {number} van {firm} voor onderzoek {survey}. Aantal monsters: {count}. Met vriendelijke groet, {firm}',
  'labOrder.cancelMail.subject': 'Annulering analyseopdracht {number}',
  'labOrder.cancelMail.body':
    'Beste laboratorium, {firm} annuleert analyseopdracht {number} voor onderzoek {survey}. Reden: {reason}. Analyseer de monsters van deze opdracht niet. Met vriendelijke groet, {firm}',
  'copy.noAddress': 'Geen adres opgegeven',
  'copy.datePairMissing': 'Startdatum of einddatum ontbreekt voor {number}',
  'copy.noData.property': 'Er zijn geen gegevens opgegeven, voeg adressen toe',
  'copy.noData.vessel': 'Er zijn geen gegevens opgegeven, voeg schepen toe',
  'copy.noComponents': 'Er zijn geen onderdelen gekozen om te kopiëren',
  'copy.rowFieldMissing': 'Rij {row}: {field} ontbreekt',
  'copy.rowFieldInvalid': 'Rij {row}: {field} is ongeldig',
  'copy.fileTypeUnsupported': 'Dit bestandstype wordt in onze app niet ondersteund.',
  'copy.fileTypeInvalid': 'Bestandstype is ongeldig',
  'copy.columnsMissing': 'Ontbrekende kolommen in het bestand: {columns}',
  'copy.duplicateRow': 'Rij {row} is gelijk aan een rij die al is toegevoegd',
  'copy.numberRepeated': 'Onderzoeksnummer {number} komt meer dan eens voor (rij {row})',
  'copy.numberTaken': 'Onderzoeksnummer {number} (rij {row}) bestaat al',
  'copy.inputInvalid': 'De onderdelen of adressen zijn niet goed doorgegeven',
  'labResults.sampleUnknown': 'Dit monster hoort niet bij dit onderzoek',
  'labResults.sampleTwice': 'Monster {sample} staat er twee keer in',
  'labResults.sampleNotOnOrder': 'Monster {sample} staat niet op deze laborder',
  'labResults.materialUnknown':
    'Monster {sample}: kies een asbestsoort van het materiaaltype van de bron',
  'labResults.materialTwice': 'Monster {sample}: {material} staat er twee keer in',
  'labResults.percentageInvalid':
    'Monster {sample}: "{percentage}" is geen percentage tussen 0 en 100',
  'labResults.percentageMissing': 'Monster {sample}: vul een percentage of een hoeveelheid in',
  'labResults.amountUnknown': 'Monster {sample}: kies een hoeveelheid van deze asbestsoort',
  'labResults.noAmount': 'Monster {sample}: geen hoeveelheid past bij {percentage}',
  'labResults.amountRangeMissing':
    'Monster {sample}: bij {material} ontbreekt het percentagebereik van hoeveelheid {amounts}; vul het in bij de variabelen',
  'labResults.orderNotSent': 'Deze laborder is niet verzonden of is geannuleerd',
  'labResults.csvEmpty': 'Het bestand bevat geen regels met resultaten',
  'labResults.csvColumnsMissing': 'Kolommen ontbreken in het bestand: {columns}',
  'labResults.csvRowSampleUnknown': 'Regel {row}: monster {sample} bestaat niet in dit onderzoek',
  'labResults.csvRowDuplicate':
    'Regel {row}: monster {sample} met {type} staat ook op regel {first}',
  'labResults.csvRowPercentage': 'Regel {row}: "{percentage}" is geen percentage tussen 0 en 100',
  'labResults.csvRowNoAmount': 'Regel {row}: geen hoeveelheid van {type} past bij {percentage}',
  'labResults.csvRowAmountRangeMissing':
    'Regel {row}: bij {type} ontbreekt het percentagebereik van hoeveelheid {amounts}; vul het in bij de variabelen',
  'labResults.csvRowTypeNotSet':
    'Regel {row}: asbestsoort "{type}" is onbekend voor monster {sample}; bij {materials} is de asbestsoort (NEN 5896) niet ingevuld: vul die in bij de variabelen',
  'labResults.csvRowTypeUnknown':
    'Regel {row}: asbestsoort "{type}" is onbekend voor monster {sample}',
  'labResults.csvRowPrefix': 'Regel {row}: ',
  'labResults.csvRowOtherLaboratory':
    'Regel {row}: monster {sample} staat op opdracht {order} bij {laboratory}',
  'labResults.csvRowReplaces':
    'Regel {row}: monster {sample} heeft al een analyse van dit laboratorium; de import vervangt die',
  'labResults.sampleOtherLaboratory':
    'Monster {sample} staat op opdracht {order} bij {laboratory}: kies dat laboratorium',
  'labResults.csvRowsInvalid':
    'Het bestand heeft regels met fouten ({count}); er is niets opgeslagen',
  'labResults.hazardousMaterialUnknown': 'Kies een gevaarlijke stof van IHM-tabel A of B',
  'labResults.concentrationInvalid': 'Vul een concentratie van 0 of meer in',
  'labResults.certificateSamples':
    'Kies monsters van dit onderzoek die door dit laboratorium zijn geanalyseerd',
  'labResults.entryNotSampled':
    'Dit VSCP-item wordt visueel gecontroleerd; alleen een item met bemonstering krijgt monsters',
  'surveyReports.frozen':
    'Dit rapport is definitief en kan niet meer worden gewijzigd; maak een nieuwe versie',
  'surveyReports.surveyCancelled': 'Dit onderzoek is geannuleerd en krijgt geen rapport',
  'surveyReports.finalizing':
    'Dit rapport wordt definitief gemaakt en kan nu niet worden gewijzigd',
  'surveyReports.error.template': 'Kies een actief rapportsjabloon voor dit soort onderzoek',
  'surveyReports.error.notFinal': 'Alleen van een definitief rapport maak je een nieuwe versie',
  'surveyReports.error.checksOpen':
    'Het rapport kan nog niet definitief worden: er staan nog controles open ({count})',
  'surveyReports.error.noSignature':
    'Je account heeft nog geen handtekening. Voeg die toe op het tabblad Handtekening van je account en probeer het opnieuw.',
  'surveyReports.error.notSurveyor':
    'Alleen een inventariseerder van dit onderzoek maakt het rapport definitief: het rapport draagt zijn of haar handtekening.',
  'surveyReports.error.templateGone':
    'Het sjabloon van dit rapport bestaat niet meer of hoort niet bij dit soort onderzoek',
  'surveyReports.blockError.query': 'De gegevens konden niet worden opgehaald',
  'surveyReports.blockError.markup': 'De opmaak kon niet worden weergegeven: {message}',
  'surveyReports.blockError.pdf': 'Een bijgevoegde pdf kon niet worden geladen',
  'surveyReports.blockError.timedOut':
    'Het rapport deed er te lang over; dit onderdeel is overgeslagen',
  // A plan drawing in a report (survey-plan-drawings/print-svg.ts), in the report's language
  'planPrint.drawing': 'Tekening op de plattegrond {title}',
  'planPrint.legend': 'Legenda',
  'planPrint.symbol': 'Symbool',
  'planPrint.meaning': 'Betekenis',
  'planPrint.unknownSymbol': 'Onbekend symbool',
  'planPrint.failed': 'De tekening op een plattegrond kon niet worden geladen',
  'reportTemplates.unavailableTag':
    'De opmaak klopt niet: de tag {tag} (regel {line}) kan niet in een rapport; zet de inhoud in het onderdeel zelf.',
  'reportTemplates.invalidMarkup': 'De opmaak klopt niet: {message}',
  'reportTemplates.invalidQuery': 'De query klopt niet: {message}',
  'reportTemplates.query.oneQuery': 'Schrijf precies één query.',
  'reportTemplates.query.onlyQuery':
    'Een rapport leest alleen: gebruik een query, geen mutation of subscription.',
  'reportTemplates.query.variable': 'De enige variabele is $survey: ID!',
  'reportTemplates.query.printField':
    'Een rapport kan niet om de afdruk van een rapport vragen (surveyReportPrint, reportPrinting).',
  'reportTemplates.query.tooDeep': 'De query is dieper dan {depth} niveaus.',
  'reportTemplates.query.tooManyAliases': 'De query gebruikt meer dan {aliases} aliassen.',
  'reportTemplates.query.tooManyDirectives': 'De query gebruikt meer dan {directives} directives.',
  'reportTemplates.query.tooCostly':
    'De query vraagt te veel tegelijk: vraag minder velden of lijsten.',
  'reportTemplates.elementInChapter': 'Dit element staat al in dit hoofdstuk',
  'reportTemplates.chapterInTemplate': 'Dit hoofdstuk staat al in dit sjabloon',
  'reportPdf.noChromium':
    'PDF maken kan niet: Chromium ontbreekt op de server ({path}). Installeer het met "apt-get install chromium", of zet CHROMIUM_PATH op het pad van een Chromium.',
  'reportPdf.printViewFailed':
    'De afdrukweergave van het rapport laadde niet; Vezel probeert het later opnieuw',
  'reportPdf.printViewMissing':
    'De server geeft de afdrukweergave van het rapport niet (status {status}); is de webapp gebouwd?',
  'reportPdf.blocksFailed':
    'Het rapport is niet definitief gemaakt: onderdelen die niet af te drukken waren: {count}. Herstel ze (zie het voorbeeld) en maak het rapport opnieuw definitief.',
  'reportPdf.timedOut':
    'Het afdrukken van het rapport duurde langer dan {minutes} minuten en is gestopt; Vezel probeert het later opnieuw',
  'reportPdf.step.opening': 'Rapport openen',
  'reportPdf.step.measuring': 'Paginanummers bepalen',
  'reportPdf.step.printing': 'PDF maken',
  'reportPdf.step.storing': 'PDF opslaan',
};
