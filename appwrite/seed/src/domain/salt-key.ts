// The seed derives salt_key with the same function as the admin-catalog function (one definition).
export { saltKey } from '@instamg/shared/domain/catalog/salt-key';
