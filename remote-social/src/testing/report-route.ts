interface SentReport {
  flagableId: number;
  flagableType: string;
  reason: string;
  flagDescription?: string;
}

/**
 * The API's report route for stubApi: it keeps each report sent, in `sent`, and answers
 * with the flag made of it and the thanks naming `what` was reported ("message", "album").
 */
export function reportRoute(what: string) {
  const sent: unknown[] = [];
  const route = async (_url: URL, request: Request) => {
    const report = (await request.json()) as SentReport;
    sent.push(report);
    return {
      valid: true,
      message: `Thank you. The ${what} has been reported for review.`,
      item: {
        flagId: 1,
        flagableId: report.flagableId,
        flagableType: report.flagableType,
        flagDescription: report.flagDescription ?? '',
        reason: report.reason,
        createdDate: 0,
        flagCount: 1,
      },
    };
  };
  return { sent, route };
}
