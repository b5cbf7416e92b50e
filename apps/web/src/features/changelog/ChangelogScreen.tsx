import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { defaultLocale } from '@vezel/domain/i18n/locales';
import Markdown, { type Components } from 'react-markdown';
import { useLocale } from '../../app/locale';

/**
 * The release notes per language: what users notice of each version, in their words.
 * CHANGELOG.md is the developers' account of the same versions.
 */
const releaseNotes = import.meta.glob<string>('./release-notes/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const notesOf = (locale: string): string =>
  releaseNotes[`./release-notes/${locale}.md`] ??
  releaseNotes[`./release-notes/${defaultLocale}.md`] ??
  '';

// The page title in the top bar is the page's h1; each version is a section below it.
const components: Components = {
  h2: ({ children }) => (
    <>
      <Divider sx={{ my: 3, '&:first-of-type': { display: 'none' } }} />
      <Typography variant="h3" component="h2" gutterBottom>
        {children}
      </Typography>
    </>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
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
};

/** What changed in each version, in the user's language; opened from the version button. */
export function ChangelogScreen() {
  const locale = useLocale();
  return (
    <Card sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }} data-testid="changelog-content">
        <Markdown components={components}>{notesOf(locale)}</Markdown>
      </CardContent>
    </Card>
  );
}
