import { graphql, type ResultOf } from '../../graphql/graphql';

const homeSurveyListFragment = graphql(`
  fragment HomeSurveyListFields on HomeSurveyList {
    total
    considered
    items {
      id
      number
      status
      asset_type
      asset_title
      client_name
      planned_start
      planned_end
    }
  }
`);

/** The viewer's work; a manager's lists are null for a surveyor. */
export const homeQuery = graphql(
  `
    query Home {
      home {
        today
        week_end
        my_today {
          ...HomeSurveyListFields
        }
        my_this_week {
          ...HomeSurveyListFields
        }
        my_overdue {
          ...HomeSurveyListFields
        }
        to_plan {
          ...HomeSurveyListFields
        }
        to_check {
          ...HomeSurveyListFields
        }
        overdue {
          ...HomeSurveyListFields
        }
        certificates {
          total
          items {
            kind
            id
            holder_id
            title
            holder
            number
            valid_until
          }
        }
      }
    }
  `,
  [homeSurveyListFragment],
);

/** A change to a survey or a certificate anywhere brings the home page up to date. */
export const homeTypenames = {
  additionalTypenames: [
    'Survey',
    'SurveyListItem',
    'UserCertificate',
    'EquipmentCertificate',
    'BranchCertificate',
    'LaboratoryCertificate',
  ],
};

export type HomeData = ResultOf<typeof homeQuery>['home'];
export type HomeSurveyList = NonNullable<HomeData['to_plan']>;
export type HomeCertificate = HomeData['certificates']['items'][number];
