/** What other features use of stock: the outlet a page works for. */
export { OutletGate } from './components/outlet-gate.tsx';
