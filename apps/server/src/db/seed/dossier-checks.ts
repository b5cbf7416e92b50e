import type { QuestionType } from '@vezel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import {
  dossierCheckParts,
  dossierCheckQuestions,
  dossierCheckTemplates,
  organisations,
  variableItems,
} from '../tables';

interface SeedQuestion {
  question: string;
  type: QuestionType;
  options?: string[];
  required?: boolean;
  help?: string;
}

/**
 * What an SC-540 surveyor checks in the dossier before and during a type A or B
 * inventory: the assignment, the documents of the object, and the site visit.
 */
const parts: { name: string; description: string; questions: SeedQuestion[] }[] = [
  {
    name: 'Opdracht',
    description: 'Afspraken met de opdrachtgever vóór de inventarisatie.',
    questions: [
      {
        question: 'Is de opdrachtbevestiging getekend ontvangen?',
        type: 'checkbox',
      },
      {
        question: 'Doel van het onderzoek',
        type: 'radio',
        options: ['Sloop', 'Renovatie', 'Verbouwing', 'Aan- of verkoop'],
        required: true,
      },
      {
        question: 'Datum waarop de opdracht is verstrekt',
        type: 'date',
        required: true,
      },
      {
        question: 'Bijzonderheden uit het intakegesprek',
        type: 'textarea',
      },
    ],
  },
  {
    name: 'Dossieronderzoek',
    description: 'De documenten van het object, gezien vóór het bezoek (SC-540, 4.2).',
    questions: [
      {
        question: 'Welke documenten zijn ingezien?',
        type: 'multiple_choice',
        options: [
          'Bouwtekeningen',
          'Eerder inventarisatierapport',
          'Vrijgaverapport',
          'Bouwvergunning',
          'Bestek',
        ],
        required: true,
      },
      {
        question: 'Bouwjaar volgens de documenten',
        type: 'text',
        help: 'Gebouwd vóór 1994? Dan is asbest in de bouw waarschijnlijk toegepast.',
      },
    ],
  },
  {
    name: 'Locatiebezoek',
    description: 'Het bezoek aan het object zelf.',
    questions: [
      {
        question: 'Aanvang van het locatiebezoek',
        type: 'datetime',
        required: true,
      },
      {
        question: 'Waren alle ruimten bereikbaar?',
        type: 'radio',
        options: ['Ja', 'Nee, zie beperkingen'],
        required: true,
      },
      {
        question: 'Is de eigenaar of gebruiker geïnterviewd?',
        type: 'checkbox',
      },
    ],
  },
];

/** The demo firm's dossier check for type A and type B asbestos inventories. */
export async function seedDossierChecks(tx: Transaction, organisationId: number): Promise<void> {
  const surveyTypes = await tx
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, organisationId),
        eq(variableItems.list, 'onderzoek_types'),
        inArray(variableItems.value, [
          'Asbestinventarisatie type A',
          'Asbestinventarisatie type B',
        ]),
      ),
    );
  const [template] = await tx
    .insert(dossierCheckTemplates)
    .values({
      organisationId,
      name: 'Dossiercheck asbestinventarisatie',
      description: 'Controle van opdracht, dossier en locatiebezoek volgens SC-540.',
      surveyTypeIds: surveyTypes.map((item) => item.id),
    })
    .returning({ id: dossierCheckTemplates.id });
  if (!template) throw new Error('dossier-check template insert returned nothing');
  for (const [partIndex, part] of parts.entries()) {
    const [row] = await tx
      .insert(dossierCheckParts)
      .values({
        templateId: template.id,
        name: part.name,
        description: part.description,
        sortIndex: partIndex,
      })
      .returning({ id: dossierCheckParts.id });
    if (!row) throw new Error('dossier-check part insert returned nothing');
    await tx.insert(dossierCheckQuestions).values(
      part.questions.map((question, index) => ({
        partId: row.id,
        question: question.question,
        questionType: question.type,
        options: question.options ?? [],
        required: question.required ?? false,
        help: question.help ?? '',
        sortIndex: index,
      })),
    );
  }
}
