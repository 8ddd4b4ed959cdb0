import {
  Activity, Award, Baby, Briefcase, Building2, Camera, ClipboardList, Clock, Cookie, Droplets, Ear, FileCheck, FileText,
  FlaskConical, Globe, GraduationCap, Handshake, HeartHandshake, HeartPulse, Leaf, Lock, Mail, MapPin, Microscope, Newspaper,
  Package, PawPrint, Phone, Pill, Scale, Search, ShieldCheck, Smile, Sparkles, Stethoscope, Sun, Syringe, TestTube, Thermometer,
  Truck, Users, Warehouse, Wrench, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@/content/page-schema';

/**
 * The drawing of each icon the copy may name. Named imports, so a bundle that shows icons (the
 * admin's picker) carries these 43 and not all of lucide; the type makes a new name in the schema
 * fail to compile until it is drawn here.
 */
export const iconComponents: Record<IconName, LucideIcon> = {
  Pill, FlaskConical, Microscope, PawPrint, Smile, Stethoscope, Truck, Warehouse, FileCheck, ClipboardList, Package, Wrench,
  Building2, Users, Newspaper, Scale, ShieldCheck, Award, HeartPulse, Ear, Sun, Droplets, Sparkles, Leaf, Globe, Phone, Mail,
  MapPin, Clock, Thermometer, Handshake, GraduationCap, Briefcase, FileText, Camera, Cookie, Lock, Activity, Syringe, TestTube,
  Baby, HeartHandshake, Search,
};
