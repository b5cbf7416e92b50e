import { registerResource } from '../../resources/register';
import { branchBinding, branchCertificateBinding } from './bindings';

registerResource(branchBinding);
registerResource(branchCertificateBinding);
