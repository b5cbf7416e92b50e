import { builder } from './builder';
import { withCheckedIds } from './input-guard';
// Each area registers its types and operations through its own index.
import '../modules/variables/index';
import '../modules/accounts/index';
import '../modules/feedback/index';
import '../modules/subscription/index';
import '../modules/clients/index';
import '../modules/branches/index';
import '../modules/laboratories/index';
import '../modules/dossier-checks/index';
import '../modules/vscp-templates/index';
import '../modules/report-templates/index';
import '../modules/search/index';
import '../modules/assets/index';
import '../modules/surveys/index';
import '../modules/survey-records/index';
import '../modules/survey-plan-drawings/index';
import '../modules/survey-object/index';
import '../modules/survey-inventarisations/index';
import '../modules/survey-sources/index';
import '../modules/survey-lab-results/index';
import '../modules/survey-lab-orders/index';
import '../modules/survey-risk-classes/index';
import '../modules/survey-copy/index';
import '../modules/survey-reports/index';
import '../modules/home/index';

export const schema = withCheckedIds(builder.toSchema({ sortSchema: true }));
