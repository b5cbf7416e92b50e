import { registerResource } from '../../resources/register';
import {
  dossierCheckPartBinding,
  dossierCheckQuestionBinding,
  dossierCheckTemplateBinding,
} from './bindings';

registerResource(dossierCheckTemplateBinding);
registerResource(dossierCheckPartBinding);
registerResource(dossierCheckQuestionBinding);
