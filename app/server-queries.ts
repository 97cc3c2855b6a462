/** The id of the JSON script in which the server hands the app the answers a drawn page was made from. */
export const SERVER_QUERIES_ID = 'server-queries';
