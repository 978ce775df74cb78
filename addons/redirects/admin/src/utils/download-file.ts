/** Hands text to the browser as a downloaded file named `name`. */
export const downloadFile = (text: string, name: string, type: string) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is no longer needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
