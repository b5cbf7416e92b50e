import { registerResource } from '../../resources/register';
import { clientBinding, clientContactBinding } from './bindings';

registerResource(clientBinding);
registerResource(clientContactBinding);
