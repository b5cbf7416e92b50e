/** The area's GraphQL types and operations (settings, mapping warnings, registration), and its send job. */
