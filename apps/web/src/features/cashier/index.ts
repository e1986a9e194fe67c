export { type OpenCashierOptions, openCashier, registerCashier } from './cashier';
export { TopUpButton } from './components/TopUpButton';
