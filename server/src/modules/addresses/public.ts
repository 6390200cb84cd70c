// What other modules may use of addresses: functions they call inside their own transaction.
export { adoptRegisteredAddresses } from './addresses.repository.js';
