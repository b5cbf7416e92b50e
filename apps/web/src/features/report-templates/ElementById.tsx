import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from 'urql';
import { PageLoader } from '../../components/PageLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ElementEditor } from './ElementEditor';
import { elementQuery, reportTemplateTypenames } from './report-template-operations';
import { useEditable } from './use-editable';

export function ElementById({
  elementId,
  afterDelete,
}: {
  elementId: string;
  afterDelete: string;
}) {
  const editable = useEditable();
  const [result] = useQuery({
    query: elementQuery,
    variables: { id: elementId },
    context: reportTemplateTypenames,
  });
  const element = result.data?.reportElement;
  if (result.error) return <ServerErrorAlert error={result.error} testId="report-element-error" />;
  if (!element) return <PageLoader />;
  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }} data-testid="report-element-title">
        {element.title}
      </Typography>
      <ElementEditor element={element} editable={editable} afterDelete={afterDelete} />
    </Box>
  );
}
