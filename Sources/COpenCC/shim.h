// OpenCC, simplified ↔ traditional Chinese conversion, from Debian's libopencc-dev (pkg-config name
// opencc); its configurations (s2twp.json, tw2sp.json …) come with libopencc-data.
#include <opencc/opencc.h>
