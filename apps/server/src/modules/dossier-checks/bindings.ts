import {
  answerOptionLines,
  answerOptionsRules,
  dossierCheckPartResource,
  dossierCheckQuestionResource,
  dossierCheckTemplateResource,
  hasAnswerOptions,
  validateValue,
} from '@vezel/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dossierCheckParts, dossierCheckQuestions, dossierCheckTemplates } from '../../db/tables';
import { badInput } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, findOwnedChild } from '../../resources/owned';
import { itemIds } from '../../resources/variable-items';
import {
  DossierCheckPartRef,
  DossierCheckQuestionRef,
  DossierCheckTemplateRef,
  type DossierCheckPartRow,
  type DossierCheckQuestionRow,
  type DossierCheckTemplateRow,
} from './schema';
import { declaredColumns } from '../../resources/declared-columns';
import { insertRow, updateRow } from '../../resources/rows';

async function templateColumns(tx: Executor, organisationId: number, values: ResourceValues) {
  const surveyTypeIds = await itemIds(
    tx,
    organisationId,
    values.survey_types,
    'onderzoek_types',
    'survey_types',
  );
  return {
    ...declaredColumns(dossierCheckTemplateResource, dossierCheckTemplates, values),
    ...(surveyTypeIds !== undefined && { surveyTypeIds }),
  };
}

export const dossierCheckTemplateBinding: ResourceBinding<DossierCheckTemplateRow> = {
  declaration: dossierCheckTemplateResource,
  ref: DossierCheckTemplateRef,
  find: (tx, { organisationId }, id) => findOwned(tx, dossierCheckTemplates, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, { organisationId }, values) {
    return insertRow(tx, dossierCheckTemplates, {
      ...(await templateColumns(tx, organisationId, values)),
      organisationId,
      name: inputText(values.name),
    });
  },
  async update(tx, { organisationId }, row, values) {
    return updateRow(tx, dossierCheckTemplates, row.id, {
      ...(await templateColumns(tx, organisationId, values)),
    });
  },
  async remove(tx, row) {
    await tx.delete(dossierCheckTemplates).where(eq(dossierCheckTemplates.id, row.id));
  },
};

export const dossierCheckPartBinding: ResourceBinding<DossierCheckPartRow> = {
  declaration: dossierCheckPartResource,
  ref: DossierCheckPartRef,
  find: (tx, { organisationId }, id) =>
    findOwnedChild(
      tx,
      dossierCheckParts,
      dossierCheckParts.templateId,
      dossierCheckTemplates,
      organisationId,
      id,
    ),
  findConnection: connectionTo('dossierCheckTemplate', dossierCheckTemplateBinding),
  async insert(tx, _access, values, connections) {
    const templateId = connections.get('dossierCheckTemplate');
    if (templateId === undefined) throw new Error('part without template');
    return insertRow(tx, dossierCheckParts, {
      ...declaredColumns(dossierCheckPartResource, dossierCheckParts, values),
      templateId,
      name: inputText(values.name),
      sortIndex: await nextSortIndex(
        tx,
        dossierCheckParts,
        eq(dossierCheckParts.templateId, templateId),
      ),
    });
  },
  async update(tx, _access, row, values) {
    return updateRow(
      tx,
      dossierCheckParts,
      row.id,
      declaredColumns(dossierCheckPartResource, dossierCheckParts, values),
    );
  },
  async remove(tx, row) {
    await tx.delete(dossierCheckParts).where(eq(dossierCheckParts.id, row.id));
  },
  ...manualOrder<DossierCheckPartRow>(dossierCheckParts, (row) =>
    eq(dossierCheckParts.templateId, row.templateId),
  ),
};

/**
 * The answer options a question keeps: none for a type without options; otherwise the lines
 * given, or those it had when an update changes only the type. Checked here as well as by
 * the declaration, because an update that leaves out the type cannot show the form's rule
 * whether the options are visible.
 */
function answerOptionsOf(values: ResourceValues, row: DossierCheckQuestionRow | null): string[] {
  const type = values.question_type ?? row?.questionType;
  if (!hasAnswerOptions(type)) return [];
  const text =
    values.options === undefined ? (row?.options ?? []).join('\n') : inputText(values.options);
  const invalid = badInput({
    options: validateValue(text, answerOptionsRules, { values }),
  });
  if (invalid) throw invalid;
  return answerOptionLines(text);
}

/** A checkbox question is never required: it is answered whether ticked or not. */
function requiredOf(values: ResourceValues, row: DossierCheckQuestionRow | null) {
  if ((values.question_type ?? row?.questionType) === 'checkbox') return false;
  return typeof values.required === 'boolean' ? values.required : (row?.required ?? false);
}

const questionColumns = (values: ResourceValues, row: DossierCheckQuestionRow | null) => ({
  ...declaredColumns(dossierCheckQuestionResource, dossierCheckQuestions, values, {
    options: null,
    required: null,
  }),
  required: requiredOf(values, row),
  options: answerOptionsOf(values, row),
});

export const dossierCheckQuestionBinding: ResourceBinding<DossierCheckQuestionRow> = {
  declaration: dossierCheckQuestionResource,
  ref: DossierCheckQuestionRef,
  async find(tx, { organisationId }, id) {
    const [row] = await tx
      .select({ question: dossierCheckQuestions })
      .from(dossierCheckQuestions)
      .innerJoin(dossierCheckParts, eq(dossierCheckParts.id, dossierCheckQuestions.partId))
      .innerJoin(dossierCheckTemplates, eq(dossierCheckTemplates.id, dossierCheckParts.templateId))
      .where(
        and(
          eq(dossierCheckQuestions.id, id),
          eq(dossierCheckTemplates.organisationId, organisationId),
        ),
      );
    return row?.question ?? null;
  },
  findConnection: connectionTo('dossierCheckPart', dossierCheckPartBinding),
  async insert(tx, _access, values, connections) {
    const partId = connections.get('dossierCheckPart');
    if (partId === undefined) throw new Error('question without part');
    return insertRow(tx, dossierCheckQuestions, {
      ...questionColumns(values, null),
      partId,
      question: inputText(values.question),
      questionType: inputText(values.question_type),
      sortIndex: await nextSortIndex(
        tx,
        dossierCheckQuestions,
        eq(dossierCheckQuestions.partId, partId),
      ),
    });
  },
  async update(tx, _access, row, values) {
    return updateRow(tx, dossierCheckQuestions, row.id, {
      ...questionColumns(values, row),
    });
  },
  async remove(tx, row) {
    await tx.delete(dossierCheckQuestions).where(eq(dossierCheckQuestions.id, row.id));
  },
  ...manualOrder<DossierCheckQuestionRow>(dossierCheckQuestions, (row) =>
    eq(dossierCheckQuestions.partId, row.partId),
  ),
};
