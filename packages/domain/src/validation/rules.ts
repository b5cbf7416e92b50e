// The spec's form rules (section 5), shared by the web forms and the server. Existing
// imports of '@vezel/domain/validation/rules' keep working: this file gathers them all.
export * from './failure';
export * from './text';
export * from './password';
export * from './dates';
export * from './numbers';
export * from './declarative';
export * from './input';
