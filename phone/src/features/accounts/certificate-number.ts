// The certificate number checks are the contract's own (zod-free): the server checks with the same functions.
export { certificateNumberHint, certificateNumberInputError as certificateNumberError, isResidentId } from '@yaocai/contract';
