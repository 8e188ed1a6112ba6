export * from './constants';
export * from './messages/index';
export * from './menu';
export * from './rules/validation';
export * from './rules/identity';
export * from './rules/plan';
export * from './rules/form';
export * from './notices';
