/**
 * The plain button under the name staff screens know it by; see plain/button.tsx. Its look is
 * the k-button rules of styles.css.
 */
export { Button as ActionButton } from './plain/button.tsx';
