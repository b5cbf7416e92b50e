import { builder } from './builder';
import '../modules/organisations/schema';
import '../modules/organisations/resources';
import '../modules/accounts/schema';
import '../modules/accounts/people-schema';
import '../modules/accounts/users-schema';
import '../modules/feedback/schema';
import '../modules/subscription/schema';
import '../modules/clients/schema';
import '../modules/clients/resources';
import '../modules/branches/schema';
import '../modules/branches/resources';
import '../modules/laboratories/schema';
import '../modules/laboratories/resources';

export const schema = builder.toSchema({ sortSchema: true });
