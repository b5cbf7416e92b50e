import { registerResource } from '../../resources/register';
import { vscpTemplateBinding, vscpTemplateEntryBinding } from './bindings';

registerResource(vscpTemplateBinding);
registerResource(vscpTemplateEntryBinding);
