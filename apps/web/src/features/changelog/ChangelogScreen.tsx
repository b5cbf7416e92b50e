import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';
import changelog from '../../../../../CHANGELOG.md?raw';

// The changelog's own headings sit below the page title in the top bar.
const components: Components = {
  h1: ({ children }) => (
    <Typography variant="h2" component="h2" gutterBottom>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h3" component="h3" gutterBottom>
        {children}
      </Typography>
    </>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => <Typography sx={{ my: 1 }}>{children}</Typography>,
  li: ({ children }) => (
    <Typography component="li" sx={{ my: 0.5 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  code: ({ children }) => (
    <Typography
      component="code"
      sx={{
        fontFamily: 'monospace',
        fontSize: '0.9em',
        bgcolor: 'action.hover',
        px: 0.5,
        borderRadius: 0.5,
      }}
    >
      {children}
    </Typography>
  ),
};

/** The repository's CHANGELOG.md, opened from the version button. */
export function ChangelogScreen() {
  return (
    <Card sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }} data-testid="changelog-content">
        <Markdown components={components}>{changelog}</Markdown>
      </CardContent>
    </Card>
  );
}
