export {
  type CashierToast,
  destroyCashier,
  hideCashier,
  type OpenCashierOptions,
  openCashier,
  registerCashier,
  showCashier,
} from './cashier';
export { CashierError, cashierScriptSrc, loadCashierScript } from './cashier-script';
export { cashierText } from './cashier-text';
export { TopUpButton } from './components/TopUpButton';
