/**
 * Appwrite's error catalogue (app/config/errors.php), the subset the dev server can raise.
 * One table: a service throws `new AppwriteException('row_not_found', …)` and the HTTP layer
 * turns it into `{message, code, type, version}` exactly as Appwrite does.
 */
export const APPWRITE_VERSION = '1.9.6';

export const ERRORS = {
  general_unknown: {
    code: 500,
    message: 'There was an error processing your request. Please check the inputs and try again.',
  },
  general_argument_invalid: { code: 400, message: 'Invalid request params.' },
  general_query_invalid: { code: 400, message: 'The query is invalid.' },
  general_query_limit_exceeded: {
    code: 400,
    message:
      'Query limit exceeded for the current attribute. Usage of more than 100 query values on a single attribute is prohibited.',
  },
  general_cursor_not_found: {
    code: 400,
    message: 'The cursor is invalid. This can happen if the item represented by the cursor has been deleted.',
  },
  general_unauthorized_scope: {
    code: 401,
    message: 'The current user is not authorized to perform the requested action.',
  },
  general_access_forbidden: { code: 401, message: 'Access to this API is forbidden.' },
  general_route_not_found: {
    code: 404,
    message: 'The requested route was not found. Please refer to the API docs and try again.',
  },
  general_not_implemented: {
    code: 405,
    message:
      'This method was not fully implemented yet. If you believe this is a mistake, please upgrade your Appwrite server version.',
  },
  general_rate_limit_exceeded: {
    code: 429,
    message: 'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
  },
  general_unknown_origin: {
    code: 403,
    message:
      'The request originated from an unknown origin. If you trust this domain, please list it as a valid platform in the Appwrite console.',
  },
  general_bad_request: {
    code: 400,
    message: 'There was an error processing your request. Please check the inputs and try again.',
  },
  general_payload_too_large: { code: 413, message: 'Request payload is too large.' },
  project_not_found: {
    code: 404,
    message:
      'Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.',
  },
  project_provider_disabled: {
    code: 412,
    message: 'This provider is disabled. Please enable the provider from your console to continue.',
  },
  project_unknown: {
    code: 400,
    message:
      'The project ID is either missing or not valid. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.',
  },

  user_not_found: { code: 404, message: 'User with the requested ID could not be found.' },
  user_already_exists: {
    code: 409,
    message: 'A user with the same id, email, or phone already exists in this project.',
  },
  user_email_already_exists: {
    code: 409,
    message: 'A user with the same email already exists in the current project.',
  },
  user_phone_already_exists: {
    code: 409,
    message: 'A user with the same phone number already exists in the current project.',
  },
  user_blocked: { code: 401, message: 'The current user has been blocked.' },
  user_auth_method_unsupported: {
    code: 501,
    message:
      'The requested authentication method is either disabled or unsupported. Please check the supported authentication methods in the Appwrite console.',
  },
  user_invalid_token: { code: 401, message: 'Invalid token passed in the request.' },
  user_invalid_credentials: { code: 401, message: 'Invalid credentials. Please check the email and password.' },
  user_password_mismatch: {
    code: 400,
    message: 'Passwords do not match. Please check the password and confirm password.',
  },
  user_session_not_found: { code: 404, message: 'The current user session could not be found.' },
  user_session_already_exists: { code: 401, message: 'Creation of a session is prohibited when a session is active.' },
  user_unauthorized: { code: 401, message: 'The current user is not authorized to perform the requested action.' },
  user_jwt_invalid: {
    code: 401,
    message:
      'The JWT token is invalid. Please check the value of the X-Appwrite-JWT header to ensure the correct token is being used.',
  },
  user_jwt_and_cookie_set: { code: 400, message: 'You cannot use JWT authentication while you are already logged in.' },
  user_more_factors_required: { code: 401, message: 'More factors are required to complete the sign in process.' },
  user_challenge_required: {
    code: 401,
    message:
      'A recently succeessful challenge is required to complete this action. A challenge is considered recent for 5 minutes.',
  },
  user_authenticator_not_found: { code: 404, message: 'Authenticator could not be found on the current user.' },
  user_authenticator_already_verified: {
    code: 409,
    message: 'This authenticator is already verified on the current user.',
  },
  user_recovery_codes_already_exists: {
    code: 409,
    message: 'The current user already generated recovery codes and they can only be read once for security reasons.',
  },
  user_recovery_codes_not_found: { code: 404, message: 'The current user does not have recovery codes set.' },
  user_oauth2_provider_error: {
    code: 424,
    message: 'Failed to obtain access token. The OAuth2 provider returned an error.',
  },
  user_oauth2_unauthorized: { code: 401, message: 'OAuth2 access token is invalid.' },
  user_email_not_found: { code: 400, message: 'Email address is not set for the current user.' },
  user_phone_not_found: { code: 400, message: 'Phone number is not set for the current user.' },
  user_identity_not_found: {
    code: 404,
    message: 'The identity could not be found. Please sign in with OAuth provider to create identity first.',
  },
  user_oauth2_bad_request: { code: 400, message: 'OAuth2 provider rejected the bad request.' },
  user_target_not_found: { code: 404, message: 'The target could not be found.' },
  password_personal_data: {
    code: 400,
    message:
      'The password you are trying to use contains references to your name, email, phone or userID. For your security, please choose a different password and try again.',
  },
  password_recently_used: {
    code: 400,
    message:
      'The password you are trying to use is similar to your previous password. For your security, please choose a different password and try again.',
  },

  team_not_found: { code: 404, message: 'Team with the requested ID could not be found.' },
  team_already_exists: {
    code: 409,
    message: 'Team with requested ID already exists. Please choose a different ID and try again.',
  },
  team_invite_already_exists: {
    code: 409,
    message: 'User has already been invited or is already a member of this team',
  },
  membership_not_found: { code: 404, message: 'Membership with the requested ID could not be found.' },
  membership_already_confirmed: { code: 409, message: 'Membership is already confirmed.' },

  database_not_found: { code: 404, message: 'Database not found' },
  table_not_found: { code: 404, message: 'Table with the requested ID could not be found.' },
  column_not_found: { code: 404, message: 'Column with the requested ID could not be found.' },
  row_not_found: { code: 404, message: 'Row with the requested ID could not be found.' },
  row_already_exists: {
    code: 409,
    message:
      'Row with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.',
  },
  row_invalid_structure: {
    code: 400,
    message: 'The row structure is invalid. Please ensure the columns match the table definition.',
  },
  row_missing_payload: {
    code: 400,
    message: 'The row data and permissions are missing. You must provide either row data or permissions to be updated.',
  },
  row_update_conflict: { code: 409, message: 'Remote row is newer than local.' },
  index_invalid: { code: 400, message: 'Index invalid.' },
  column_type_invalid: { code: 400, message: 'The column type is invalid.' },
  column_limit_exceeded: {
    code: 400,
    message: 'The maximum number or size of columns for this table has been reached.',
  },
  collection_not_found: { code: 404, message: 'Collection with the requested ID could not be found.' },
  document_not_found: { code: 404, message: 'Document with the requested ID could not be found.' },
  document_already_exists: {
    code: 409,
    message:
      'Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.',
  },
  document_invalid_structure: {
    code: 400,
    message: 'The document structure is invalid. Please ensure the attributes match the collection definition.',
  },
  document_missing_payload: {
    code: 400,
    message:
      'The document data and permissions are missing. You must provide either document data or permissions to be updated.',
  },
  attribute_not_found: { code: 404, message: 'Attribute with the requested ID could not be found.' },
  attribute_type_invalid: { code: 400, message: 'The attribute type is invalid.' },
  attribute_limit_exceeded: {
    code: 400,
    message: 'The maximum number or size of attributes for this collection has been reached.',
  },

  storage_bucket_not_found: { code: 404, message: 'Storage bucket with the requested ID could not be found.' },
  storage_file_not_found: { code: 404, message: 'The requested file could not be found.' },
  storage_file_already_exists: { code: 409, message: 'A storage file with the requested ID already exists.' },
  storage_file_empty: { code: 400, message: 'Empty file passed to the endpoint.' },
  storage_file_type_unsupported: { code: 400, message: 'The given file extension is not supported.' },
  storage_invalid_file_size: {
    code: 400,
    message:
      'The file size is either not valid or exceeds the maximum allowed size. Please check the file or the value of the _APP_STORAGE_LIMIT environment variable.',
  },
  storage_invalid_file: { code: 403, message: 'The uploaded file is invalid. Please check the file and try again.' },
  storage_invalid_content_range: {
    code: 400,
    message: 'The content range is invalid. Please check the value of the Content-Range header.',
  },
  storage_invalid_appwrite_id: {
    code: 400,
    message:
      'The value for x-appwrite-id header is invalid. Please check the value of the x-appwrite-id header is a valid id and not unique().',
  },
  storage_file_not_public: { code: 403, message: 'The requested file is not publicly readable.' },

  function_not_found: { code: 404, message: 'Function with the requested ID could not be found.' },
  function_runtime_unsupported: {
    code: 404,
    message:
      'The requested runtime is either inactive or unsupported. Please check the value of the _APP_FUNCTIONS_RUNTIMES environment variable.',
  },
  function_synchronous_timeout: {
    code: 408,
    message:
      "Synchronous function execution timed out. Use asynchronous execution instead, or ensure the execution duration doesn't exceed 30 seconds.",
  },
  execution_not_found: { code: 404, message: 'Execution with the requested ID could not be found.' },

  avatar_not_found: { code: 404, message: 'The requested avatar could not be found.' },

  message_already_exists: { code: 409, message: 'Message with the requested ID already exists.' },
} as const;

export type ErrorType = keyof typeof ERRORS;

export class AppwriteException extends Error {
  readonly type: ErrorType;
  readonly code: number;

  constructor(type: ErrorType, message?: string, code?: number) {
    super(message ?? ERRORS[type].message);
    this.type = type;
    this.code = code ?? ERRORS[type].code;
  }

  toJSON(): { message: string; code: number; type: ErrorType; version: string } {
    return { message: this.message, code: this.code, type: this.type, version: APPWRITE_VERSION };
  }
}

/** `Param "x" is not valid. <reason>` — Appwrite's wording for general_argument_invalid. */
export function invalidParam(name: string, reason: string): AppwriteException {
  return new AppwriteException('general_argument_invalid', `Invalid \`${name}\` param: ${reason}`);
}
