import { createTheme } from '@mui/material/styles';

/** Spec section 9: the navigation drawer is 250 px wide and collapses below 960 px. */
export const drawerWidth = 250;
export const collapsedDrawerWidth = 64;

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: '#00695c', light: '#439889', dark: '#003d33', contrastText: '#ffffff' },
    secondary: { main: '#455a64' },
    // MUI's default info blue carries white text at 3.9:1; this one reaches WCAG AA's 4.5:1.
    info: { main: '#0277bd' },
    // Likewise its warning orange (3.1:1, a chip such as "Gegevens ontbreken"): this one 5:1.
    warning: { main: '#b45309' },
    background: { default: '#f4f7f6', paper: '#ffffff' },
    text: { primary: '#1f2a2a', secondary: '#536160' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600 },
    h2: { fontSize: '1.375rem', fontWeight: 600 },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
