import forge from 'node-forge';
import { OID } from '../../../platform/time-stamp/time-stamp-asn1.ts';

/**
 * The time-stamp in the signature (PAdES B-T): the token of a TSA over the SignerInfo's signature
 * value goes into that SignerInfo's unsigned attributes (id-aa-timeStampToken, RFC 3161 appendix A).
 * @signpdf's P12Signer writes the CMS; these functions open it and add the attribute.
 */
const { asn1 } = forge;
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;

type TNode = forge.asn1.Asn1;
const children = (n: TNode) => n.value as TNode[];

function signerInfoOf(cms: TNode): TNode {
  const signedData = children(children(cms)[1] as TNode)[0] as TNode;
  const signerInfos = children(signedData).at(-1) as TNode;
  if (signerInfos.type !== T.SET || children(signerInfos).length !== 1) throw new Error('Expected one SignerInfo');
  return children(signerInfos)[0] as TNode;
}

function signatureNode(signerInfo: TNode): TNode {
  const node = children(signerInfo).find((n) => n.tagClass === U && n.type === T.OCTETSTRING);
  if (!node) throw new Error('The SignerInfo has no signature');
  return node;
}

const parse = (der: Buffer) => asn1.fromDer(forge.util.createBuffer(der.toString('binary')));

/** The signature value of the CMS's only SignerInfo: what the time-stamp stamps. */
export function signatureValueOf(cmsDer: Buffer): Buffer {
  return Buffer.from(signatureNode(signerInfoOf(parse(cmsDer))).value as string, 'binary');
}

/** The CMS with the token added as the unsigned attribute id-aa-timeStampToken. */
export function withTimeStampToken(cmsDer: Buffer, token: Buffer): Buffer {
  const cms = parse(cmsDer);
  const signerInfo = signerInfoOf(cms);
  const attribute = asn1.create(U, T.SEQUENCE, true, [
    asn1.create(U, T.OID, false, asn1.oidToDer(OID.timeStampToken).getBytes()),
    asn1.create(U, T.SET, true, [parse(token)]),
  ]);
  children(signerInfo).push(asn1.create(asn1.Class.CONTEXT_SPECIFIC, 1, true, [attribute]));
  return Buffer.from(asn1.toDer(cms).getBytes(), 'binary');
}

/** The time-stamp token inside a CMS signature, if any (for tests and the verification page). */
export function timeStampTokenOf(cmsDer: Buffer): Buffer | null {
  const unsigned = children(signerInfoOf(parse(cmsDer))).find(
    (n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 1,
  );
  const attribute = unsigned
    ? children(unsigned).find((a) => asn1.derToOid(children(a)[0]?.value as string) === OID.timeStampToken)
    : undefined;
  const token = attribute ? children(children(attribute)[1] as TNode)[0] : undefined;
  return token ? Buffer.from(asn1.toDer(token).getBytes(), 'binary') : null;
}
