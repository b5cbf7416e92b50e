import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Vezel mark: a V of fibres ("vezel" is Dutch for fibre). `inverse` sits on the teal top bar. */
export function LogoMark({ size = 32, inverse = false }: { size?: number; inverse?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden="true"
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <rect width="32" height="32" rx="7" fill={inverse ? '#ffffff' : '#00695c'} />
      <path
        d="M8 9l8 15 8-15"
        fill="none"
        stroke={inverse ? '#00695c' : '#ffffff'}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M12.5 9.5l3.5 6.5 3.5-6.5"
        fill="none"
        stroke={inverse ? '#4db6ac' : '#80cbc4'}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );
}

export function Logo({ size = 32 }: { size?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark size={size} />
      <Typography
        component="span"
        sx={{
          fontSize: size * 0.7,
          fontWeight: 700,
          letterSpacing: '0.02em',
          color: 'primary.main',
        }}
      >
        Vezel
      </Typography>
    </Box>
  );
}
