import Typography from '@mui/material/Typography';

/** Title and introduction of a page in the bare layout. */
export function AuthCardHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mt: 1 }} data-testid="page-heading">
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      )}
    </>
  );
}
