export { StatementsPage } from './pages/statements-page.tsx';
