import { registerResource } from '../../resources/register';
import { laboratoryBinding } from './bindings';

registerResource(laboratoryBinding);
