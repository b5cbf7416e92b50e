/** The area's GraphQL types and operations (settings, mapping warnings, registration), and its send job. */
import './settings';
import './mapping-warnings';
import './registration';
import './send-job';
