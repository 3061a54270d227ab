/** The images `npm run images` builds, by process. */
export const imageName = (process: 'site' | 'backoffice') => `localhost/robotics-${process}`;
