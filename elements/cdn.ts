/**
 * The classic-script (CDN) entry: defines the three elements and adds no global of its own (a page
 * reaches the classes through `customElements.get('irr-well-table')` and the others).
 */
import './index';
