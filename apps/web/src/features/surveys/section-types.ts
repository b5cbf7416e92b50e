// The types of a section of the survey file, apart from the list of sections (sections.ts):
// a section and survey-routes.ts take them from here, so that no section imports the list
// that loads it.
import type { RouteId } from '@vezel/domain/routes/route-table';
import type { ComponentType } from 'react';
import type { Client } from 'urql';
import type { TranslationKey } from '../../app/i18n';

/** What every section of the survey file is given by the survey screen. */
export interface SurveySectionProps {
  surveyId: string;
  assetKind: 'property' | 'vessel';
  /** False for a completed or cancelled survey: the section shows its records read-only. */
  editable: boolean;
  /** A cancelled survey: it gets no report (a completed one still may). */
  cancelled: boolean;
}

/**
 * A tab of the survey file (/onderzoeken/{survey}/...): the routes it serves (its list,
 * its cards and their tabs) and its own lazily loaded screen. Each area adds its entry;
 * `order` places the tab.
 */
export interface SurveySection {
  key: string;
  order: number;
  /** The route the tab links to. */
  route: RouteId;
  /** Every route id the section's screen serves, the tab's route among them. */
  routes: readonly RouteId[];
  labelKey: TranslationKey;
  load: () => Promise<ComponentType<SurveySectionProps>>;
  /**
   * Starts what the section's screen will ask for (its code, its data) while the survey is
   * still being asked for, given the URL's search parameters.
   */
  prefetch?: (client: Client, search: URLSearchParams) => void;
  /** Shown only for surveys of this asset kind (VSCP: vessels; inventories: properties). */
  assetKind?: 'property' | 'vessel';
}
