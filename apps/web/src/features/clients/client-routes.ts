import type { RouteId } from '@vezel/domain/routes/route-table';
import type { ClientBook } from '@vezel/domain/resources/clients';

/** The routes of one client book: its list, a client's card and the card's tabs. */
const bookRoutes = {
  property: {
    list: 'adminSgiClients',
    client: 'adminSgiClient',
    information: 'adminSgiClientInformation',
    address: 'adminSgiClientAddress',
    contacts: 'adminSgiClientContacts',
    contact: 'adminSgiClientContact',
  },
  maritime: {
    list: 'adminMaritimeClients',
    client: 'adminMaritimeClient',
    information: 'adminMaritimeClientInformation',
    address: 'adminMaritimeClientAddress',
    contacts: 'adminMaritimeClientContacts',
    contact: 'adminMaritimeClientContact',
  },
} as const satisfies Record<ClientBook, Record<string, RouteId>>;

export type ClientTab = '' | 'address' | 'contacts';

export function routesOf(book: ClientBook) {
  return bookRoutes[book];
}

/** The book and the card tab a route of the clients area shows. */
export function clientTargetOf(routeId: RouteId | undefined): { book: ClientBook; tab: ClientTab } {
  const book: ClientBook = routeId?.startsWith('adminMaritime') ? 'maritime' : 'property';
  const routes = bookRoutes[book];
  const tab: ClientTab =
    routeId === routes.address
      ? 'address'
      : routeId === routes.contacts || routeId === routes.contact
        ? 'contacts'
        : '';
  return { book, tab };
}

/** Every route of both books: they share one screen. */
export const clientRoutes: RouteId[] = Object.values(bookRoutes).flatMap((routes) =>
  Object.values(routes),
);
