// monaco-yaml's language service (hover, completion) runs in this worker.
import 'monaco-yaml/yaml.worker.js';
