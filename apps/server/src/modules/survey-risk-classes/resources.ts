import { registerResource } from '../../resources/register';
import { smartRiskCertificateBinding } from './bindings';

registerResource(smartRiskCertificateBinding);
