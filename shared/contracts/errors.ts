/** One issue of a refused body, in Strapi's shape (`details.errors`). */
export interface ErrorIssue {
  path: Array<string | number>;
  message: string;
  name: string;
}

/** `error.details` of a sitetools 400: `key` names the bad parameter or field. */
export interface ErrorDetails {
  key?: string;
  errors?: ErrorIssue[];
  [detail: string]: unknown;
}

/** The body of every refused request: Strapi's standard error body. */
export interface ErrorResponse {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details: ErrorDetails;
  };
}
