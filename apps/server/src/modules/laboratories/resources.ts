import { registerResource } from '../../resources/register';
import { laboratoryBinding, laboratoryCertificateBinding } from './bindings';

registerResource(laboratoryBinding);
registerResource(laboratoryCertificateBinding);
