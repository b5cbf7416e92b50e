import { registerResource } from '../../resources/register';
import { variableItemBinding } from './variable-item-binding';

registerResource(variableItemBinding);
