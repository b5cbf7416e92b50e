import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { useRoutePath } from '../../app/locale';
import { navigationEntries } from '../../app/navigation';

export function HomeScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const user = useCurrentUser();
  const profile = user.inventarisatie_user;
  const cards = navigationEntries(user.permissions).filter((entry) => entry.routeId !== 'home');

  return (
    <Box>
      <Typography variant="h2" component="p" data-testid="home-greeting">
        {t('home.greeting', { name: user.full_name })}
      </Typography>
      {profile && (
        <Box
          sx={{ mt: 1, color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
          <Typography data-testid="home-organisation">{profile.organisation.naam}</Typography>
          <Typography aria-hidden="true">·</Typography>
          <Typography data-testid="home-role">{profile.inventarisatie_rol.value}</Typography>
        </Box>
      )}
      <Box
        sx={{
          mt: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
        }}
      >
        {cards.map((entry) => {
          const Icon = entry.icon;
          return (
            <Card key={entry.key ?? entry.routeId} sx={{ display: 'flex' }}>
              <CardActionArea
                component={RouterLink}
                to={path(entry.routeId, entry.params)}
                data-testid={`home-card-${entry.key ?? entry.routeId}`}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  p: 2.5,
                }}
              >
                <Icon color="primary" sx={{ mr: 2, mt: 0.25 }} />
                <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
                  <Typography variant="h3" component="h2">
                    {t(entry.labelKey)}
                  </Typography>
                  {entry.descriptionKey && (
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {t(entry.descriptionKey)}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
