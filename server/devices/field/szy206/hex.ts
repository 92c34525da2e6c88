/** A byte as the standard writes it in its text: two upper-case hex digits and H. */
export const hex = (n: number) => `${n.toString(16).toUpperCase().padStart(2, '0')}H`;
