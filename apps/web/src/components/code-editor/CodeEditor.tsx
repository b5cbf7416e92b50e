import { liquid } from '@codemirror/lang-liquid';
import { lintGutter } from '@codemirror/lint';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { graphql, updateSchema } from 'cm6-graphql';
import { minimalSetup } from 'codemirror';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphQLSchema } from 'graphql';
import { reportQueryProblem } from './report-query';
import { useReportSchema } from './report-schema';

export interface CodeEditorProps {
  /** Markup: Liquid in HTML; graphql: a report query, checked against the app's schema. */
  language: 'markup' | 'graphql';
  value: string;
  onChange: (value: string) => void;
  label: string;
  readOnly?: boolean;
  /** Told whether the value may be saved: null, or why not (the alert's text). */
  onValidity?: (error: string | null) => void;
  /** What the server said of the saved value (the field's message after a refused save). */
  error?: string | undefined;
  testId?: string;
}

/** Marks a change that brings the editor to the value it was given: not the user's typing. */
const fromProps = Annotation.define<boolean>();

const languageOf = (language: CodeEditorProps['language'], schema: GraphQLSchema | null) =>
  language === 'graphql' ? [graphql(schema ?? undefined), lintGutter()] : [liquid()];

/**
 * A code field (spec section 9: markup and graphql) on CodeMirror 6: line numbers,
 * highlighting, undo. A graphql field checks the query against the real schema as it is
 * typed: its lint marks the spot, and an alert under the editor gives graphql's message
 * (spec section 5), which `onValidity` passes on so that the form cannot save it. Tab is
 * left to move the focus on, so a keyboard user is never caught in the editor.
 */
export function CodeEditor({
  language,
  value,
  onChange,
  label,
  readOnly = false,
  onValidity,
  error,
  testId = 'code-editor',
}: CodeEditorProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const labelId = useId();
  const alertId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const editable = useRef(new Compartment());
  const onChangeRef = useRef(onChange);
  // What a new editor starts with; the effects below keep a running one up to date.
  const initial = useRef({ value, readOnly });
  useEffect(() => {
    onChangeRef.current = onChange;
    initial.current = { value, readOnly };
  }, [onChange, value, readOnly]);

  const schema = useReportSchema(language === 'graphql');
  const schemaRef = useRef(schema);
  const problem = useMemo(
    () => (language === 'graphql' ? reportQueryProblem(value, schema) : null),
    [language, value, schema],
  );
  let problemText: string | null = null;
  if (problem?.kind === 'graphql') {
    problemText = t('reportTemplates.query.invalid', { message: problem.message });
  } else if (problem) {
    problemText = t(ruleMessages[problem.kind]);
  }
  useEffect(() => {
    onValidity?.(problemText);
  }, [onValidity, problemText]);

  // One editor for the field's life; its value and read-only state follow the props below.
  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          minimalSetup,
          lineNumbers(),
          EditorView.lineWrapping,
          languageOf(language, schemaRef.current),
          editable.current.of(editableState(initial.current.readOnly)),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelId,
            'aria-multiline': 'true',
            'aria-describedby': alertId,
          }),
          EditorView.updateListener.of((update) => {
            const typed = update.transactions.some(
              (transaction) => transaction.docChanged && !transaction.annotation(fromProps),
            );
            if (typed) onChangeRef.current(update.state.doc.toString());
          }),
          EditorView.theme({
            '&': {
              border: `1px solid ${theme.palette.divider}`,
              borderRadius: `${theme.shape.borderRadius}px`,
              fontSize: '0.875rem',
              backgroundColor: theme.palette.background.paper,
            },
            '&.cm-focused': { outline: `2px solid ${theme.palette.primary.main}` },
            '.cm-content': { minHeight: '8rem', fontFamily: 'ui-monospace, monospace' },
            '.cm-scroller': { maxHeight: '28rem', overflow: 'auto' },
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, [language, labelId, alertId, theme]);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(editableState(readOnly)) });
  }, [readOnly]);

  // The schema arrives after the editor is made (report-schema.ts): its lint then uses it.
  useEffect(() => {
    schemaRef.current = schema;
    if (view.current && language === 'graphql' && schema) updateSchema(view.current, schema);
  }, [language, schema]);

  return (
    <Box sx={{ mb: 2 }} data-testid={testId}>
      <Typography
        id={labelId}
        variant="subtitle2"
        component="span"
        sx={{ display: 'block', mb: 0.5 }}
      >
        {label}
      </Typography>
      <div ref={host} />
      <div id={alertId}>
        {problemText ? (
          <Alert severity="error" sx={{ mt: 1 }} data-testid={`${testId}-alert`}>
            {problemText}
          </Alert>
        ) : (
          error && (
            <FormHelperText error data-testid={`${testId}-error`}>
              {error}
            </FormHelperText>
          )
        )}
      </div>
    </Box>
  );
}

const editableState = (readOnly: boolean) => [
  EditorState.readOnly.of(readOnly),
  EditorView.editable.of(!readOnly),
];

/** The report's own rules, as the alert says them. */
const ruleMessages = {
  oneQuery: 'reportTemplates.query.oneQuery',
  onlyQuery: 'reportTemplates.query.onlyQuery',
  variable: 'reportTemplates.query.variable',
} as const;
