/** The area's GraphQL types and operations, registered with the schema builder. */
import './schema';
import { registerResource } from '../../resources/register';
import {
  reportChapterBinding,
  reportChapterElementBinding,
  reportElementBinding,
  reportTemplateBinding,
  reportTemplateChapterBinding,
} from './bindings';

registerResource(reportElementBinding);
registerResource(reportChapterBinding);
registerResource(reportTemplateBinding);
registerResource(reportChapterElementBinding);
registerResource(reportTemplateChapterBinding);
