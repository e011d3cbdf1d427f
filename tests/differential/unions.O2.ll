; ModuleID = 'unions.c'
source_filename = "unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"%g: hi=%08x lo=%08x sign=%u exp=%u bytes\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [21 x i8] c"bits 0x4008... = %g\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [29 x i8] c"-1 as u64 %llu, low word %u\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [34 x i8] c"float %g = %08x halves %04x %04x\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [18 x i8] c"rsqrt(%d) ~ %.4f\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [34 x i8] c"sizeof value=%zu union pun64=%zu\0A\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [27 x i8] c"little endian: %d (c0=%d)\0A\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [22 x i8] c"memcpy pun equal: %d\0A\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [20 x i8] c"-5 as unsigned: %u\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [9 x i8] c"int %ld\0A\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [13 x i8] c"string \22%s\22\0A\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [15 x i8] c"pair (%d, %d)\0A\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !98 {
  %1 = alloca [6 x double], align 16, !DIAssignID !194
    #dbg_assign(i1 undef, !103, !DIExpression(), !194, ptr %1, !DIExpression(), !195)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #4, !dbg !196
    #dbg_assign(i8 0, !103, !DIExpression(), !197, ptr %1, !DIExpression(), !195)
    #dbg_assign(double 1.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198, ptr %1, !DIExpression(), !195)
  store <2 x double> <double 1.000000e+00, double -2.000000e+00>, ptr %1, align 16, !dbg !199, !DIAssignID !198
    #dbg_assign(double -2.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198, ptr %1, !DIExpression(DW_OP_plus_uconst, 8), !195)
  %2 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !199
    #dbg_assign(double 1.000000e-01, !103, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !200, ptr %2, !DIExpression(), !195)
  store <2 x double> <double 1.000000e-01, double 1.000000e+300>, ptr %2, align 16, !dbg !199, !DIAssignID !200
    #dbg_assign(double 1.000000e+300, !103, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !200, ptr %1, !DIExpression(DW_OP_plus_uconst, 24), !195)
  %3 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !199
    #dbg_assign(double -0.000000e+00, !103, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !201, ptr %3, !DIExpression(), !195)
  store <2 x double> <double -0.000000e+00, double 0x400921FB54442D18>, ptr %3, align 16, !dbg !199, !DIAssignID !201
    #dbg_assign(double 0x400921FB54442D18, !103, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !201, ptr %1, !DIExpression(DW_OP_plus_uconst, 40), !195)
    #dbg_value(i32 0, !105, !DIExpression(), !202)
  br label %4, !dbg !203

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %47, %4 ]
    #dbg_value(i64 %5, !105, !DIExpression(), !202)
  %6 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 %5, !dbg !204
  %7 = load double, ptr %6, align 8, !dbg !204, !tbaa !205
    #dbg_value(double %7, !107, !DIExpression(), !209)
  %8 = bitcast double %7 to i64, !dbg !210
  %9 = lshr i64 %8, 32, !dbg !210
  %10 = trunc nuw i64 %9 to i32, !dbg !210
  %11 = trunc i64 %8 to i32, !dbg !211
  %12 = lshr i64 %8, 63, !dbg !212
  %13 = trunc nuw nsw i64 %12 to i32, !dbg !213
  %14 = lshr i64 %8, 52, !dbg !214
  %15 = trunc nuw nsw i64 %14 to i32, !dbg !215
  %16 = and i32 %15, 2047, !dbg !215
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %7, i32 noundef %10, i32 noundef %11, i32 noundef %13, i32 noundef %16), !dbg !216
    #dbg_value(i32 0, !133, !DIExpression(), !217)
    #dbg_value(i64 0, !133, !DIExpression(), !217)
  %18 = trunc i64 %8 to i32, !dbg !218
  %19 = and i32 %18, 255, !dbg !218
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %19), !dbg !220
    #dbg_value(i64 1, !133, !DIExpression(), !217)
  %21 = trunc i64 %8 to i32, !dbg !218
  %22 = lshr i32 %21, 8, !dbg !218
  %23 = and i32 %22, 255, !dbg !218
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23), !dbg !220
    #dbg_value(i64 2, !133, !DIExpression(), !217)
  %25 = trunc i64 %8 to i32, !dbg !218
  %26 = lshr i32 %25, 16, !dbg !218
  %27 = and i32 %26, 255, !dbg !218
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27), !dbg !220
    #dbg_value(i64 3, !133, !DIExpression(), !217)
  %29 = trunc i64 %8 to i32, !dbg !218
  %30 = lshr i32 %29, 24, !dbg !218
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30), !dbg !220
    #dbg_value(i64 4, !133, !DIExpression(), !217)
  %32 = trunc nuw i64 %9 to i32, !dbg !218
  %33 = and i32 %32, 255, !dbg !218
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %33), !dbg !220
    #dbg_value(i64 5, !133, !DIExpression(), !217)
  %35 = lshr i64 %8, 40, !dbg !218
  %36 = trunc nuw nsw i64 %35 to i32, !dbg !218
  %37 = and i32 %36, 255, !dbg !218
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37), !dbg !220
    #dbg_value(i64 6, !133, !DIExpression(), !217)
  %39 = lshr i64 %8, 48, !dbg !218
  %40 = trunc nuw nsw i64 %39 to i32, !dbg !218
  %41 = and i32 %40, 255, !dbg !218
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %41), !dbg !220
    #dbg_value(i64 7, !133, !DIExpression(), !217)
  %43 = lshr i64 %8, 56, !dbg !218
  %44 = trunc nuw nsw i64 %43 to i32, !dbg !218
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %44), !dbg !220
    #dbg_value(i64 8, !133, !DIExpression(), !217)
  %46 = tail call i32 @putchar(i32 10), !dbg !221
  %47 = add nuw nsw i64 %5, 1, !dbg !222
    #dbg_value(i64 %47, !105, !DIExpression(), !202)
  %48 = icmp eq i64 %47, 6, !dbg !223
  br i1 %48, label %49, label %4, !dbg !203, !llvm.loop !224

49:                                               ; preds = %4
    #dbg_value(double 3.000000e+00, !135, !DIExpression(), !195)
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 3.000000e+00), !dbg !227
    #dbg_value(double 0xFFFFFFFFFFFFFFFF, !135, !DIExpression(), !195)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef -1, i32 noundef -1), !dbg !228
    #dbg_assign(i1 undef, !136, !DIExpression(), !229, ptr poison, !DIExpression(), !195)
    #dbg_value(i64 0, !140, !DIExpression(), !230)
    #dbg_value(float 1.000000e+00, !142, !DIExpression(), !231)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00, i32 noundef 1065353216, i32 noundef 16256, i32 noundef 0), !dbg !232
    #dbg_value(i64 1, !140, !DIExpression(), !230)
    #dbg_value(float 5.000000e-01, !142, !DIExpression(), !231)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 5.000000e-01, i32 noundef 1056964608, i32 noundef 16128, i32 noundef 0), !dbg !232
    #dbg_value(i64 2, !140, !DIExpression(), !230)
    #dbg_value(float -3.750000e+00, !142, !DIExpression(), !231)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -3.750000e+00, i32 noundef -1066401792, i32 noundef 49264, i32 noundef 0), !dbg !232
    #dbg_value(i64 3, !140, !DIExpression(), !230)
    #dbg_value(float 0x3F50624DE0000000, !142, !DIExpression(), !231)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0x3F50624DE0000000, i32 noundef 981668463, i32 noundef 14979, i32 noundef 4719), !dbg !232
    #dbg_value(i64 4, !140, !DIExpression(), !230)
    #dbg_value(i32 1, !154, !DIExpression(), !233)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, double noundef 0x3FEFF221E0000000), !dbg !234
    #dbg_value(i32 2, !154, !DIExpression(), !233)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, double noundef 0x3FE69F2BC0000000), !dbg !234
    #dbg_value(i32 4, !154, !DIExpression(), !233)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4, double noundef 0x3FDFF221E0000000), !dbg !234
    #dbg_value(i32 8, !154, !DIExpression(), !233)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 8, double noundef 0x3FD69F2BC0000000), !dbg !234
    #dbg_value(i32 16, !154, !DIExpression(), !233)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 16, double noundef 0x3FCFF221E0000000), !dbg !234
    #dbg_value(i32 32, !154, !DIExpression(), !233)
    #dbg_value(i32 0, !156, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(i64 40, !156, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195)
    #dbg_value(i32 0, !156, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !195)
    #dbg_value(i64 2, !156, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !195)
    #dbg_value(i32 1, !156, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !195)
    #dbg_value(i64 4602678819172646912, !156, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !195)
    #dbg_value(i32 3, !156, !DIExpression(DW_OP_LLVM_fragment, 384, 32), !195)
    #dbg_value(i64 3, !156, !DIExpression(DW_OP_LLVM_fragment, 448, 32), !195)
    #dbg_value(i64 -17179869181, !156, !DIExpression(DW_OP_LLVM_fragment, 480, 32), !195)
    #dbg_value(i32 2, !156, !DIExpression(DW_OP_LLVM_fragment, 512, 32), !195)
    #dbg_value(i64 poison, !156, !DIExpression(DW_OP_LLVM_fragment, 576, 64), !195)
    #dbg_value(i64 0, !176, !DIExpression(), !236)
    #dbg_value(i32 0, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !242)
    #dbg_value(i64 40, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !242)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 40), !dbg !245
    #dbg_value(i64 1, !176, !DIExpression(), !236)
    #dbg_value(i32 0, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !242)
    #dbg_value(i64 2, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !242)
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 2), !dbg !245
    #dbg_value(i64 2, !176, !DIExpression(), !236)
    #dbg_value(i32 1, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !242)
    #dbg_value(i64 4602678819172646912, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !242)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 5.000000e-01), !dbg !247
    #dbg_value(i64 3, !176, !DIExpression(), !236)
    #dbg_value(i32 3, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !242)
    #dbg_value(i64 -17179869181, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !242)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 3, i32 noundef -4), !dbg !248
    #dbg_value(i64 4, !176, !DIExpression(), !236)
    #dbg_value(i32 2, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !242)
    #dbg_value(i64 poison, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !242)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7), !dbg !249
    #dbg_value(i64 5, !176, !DIExpression(), !236)
    #dbg_value(i32 0, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !250)
    #dbg_value(i64 42, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !250)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 42), !dbg !252
    #dbg_value(i32 1, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !253)
    #dbg_value(double 4.050000e+01, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !253)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 4.050000e+01), !dbg !255
    #dbg_value(i32 3, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !256)
    #dbg_value(!DIArgList(i64 -17179869181, i64 -34359738365), !237, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_constu, 4294967294, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744069414584320, DW_OP_and, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !256)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 6, i32 noundef -8), !dbg !258
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 16, i64 noundef 8), !dbg !259
    #dbg_value(i8 4, !178, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !195)
    #dbg_assign(i1 undef, !178, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !260, ptr poison, !DIExpression(), !195)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1, i32 noundef 4), !dbg !261
    #dbg_value(double 2.500000e+00, !184, !DIExpression(), !195)
    #dbg_value(i64 4612811918334230528, !185, !DIExpression(), !195)
    #dbg_value(double 2.500000e+00, !186, !DIExpression(), !195)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1), !dbg !262
    #dbg_value(i32 -5, !187, !DIExpression(), !195)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef -5), !dbg !263
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #4, !dbg !264
  ret i32 0, !dbg !264
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !265 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unions.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "ee03571d02d12b31429cde6534ad587b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 41)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 80, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 29)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 18)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !24, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 118, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 22)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 131, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 20)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 9)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 11)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 13)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 15)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !72, retainedTypes: !80, globals: !84, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73}
!73 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "kind", file: !2, line: 20, baseType: !74, size: 32, elements: !75)
!74 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!75 = !{!76, !77, !78, !79}
!76 = !DIEnumerator(name: "K_INT", value: 0)
!77 = !DIEnumerator(name: "K_DBL", value: 1)
!78 = !DIEnumerator(name: "K_STR", value: 2)
!79 = !DIEnumerator(name: "K_PAIR", value: 3)
!80 = !{!74, !81, !82, !83}
!81 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !{!0, !7, !85, !12, !17, !22, !27, !32, !34, !36, !41, !46, !51, !56, !61, !66}
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !99, scopeLine: 72, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !102)
!99 = !DISubroutineType(types: !100)
!100 = !{!101}
!101 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!102 = !{!103, !105, !107, !133, !135, !136, !140, !142, !154, !156, !176, !178, !184, !185, !186, !187}
!103 = !DILocalVariable(name: "ds", scope: !98, file: !2, line: 73, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 384, elements: !10)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 74, type: !101)
!106 = distinct !DILexicalBlock(scope: !98, file: !2, line: 74, column: 5)
!107 = !DILocalVariable(name: "p", scope: !108, file: !2, line: 75, type: !110)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 74, column: 33)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 74, column: 5)
!110 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun64", file: !2, line: 6, size: 64, elements: !111)
!111 = !{!112, !113, !119, !124, !129}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !110, file: !2, line: 7, baseType: !83, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !110, file: !2, line: 8, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !115, line: 27, baseType: !116)
!115 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !117, line: 45, baseType: !118)
!117 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !110, file: !2, line: 9, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !121, line: 27, baseType: !122)
!121 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !117, line: 44, baseType: !123)
!123 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 10, baseType: !125, size: 64)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 64, elements: !127)
!126 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!127 = !{!128}
!128 = !DISubrange(count: 8)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !110, file: !2, line: 11, baseType: !130, size: 64)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 64, elements: !88)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !115, line: 26, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !117, line: 42, baseType: !74)
!133 = !DILocalVariable(name: "j", scope: !134, file: !2, line: 79, type: !101)
!134 = distinct !DILexicalBlock(scope: !108, file: !2, line: 79, column: 9)
!135 = !DILocalVariable(name: "q", scope: !98, file: !2, line: 83, type: !110)
!136 = !DILocalVariable(name: "fs", scope: !98, file: !2, line: 88, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 128, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 4)
!140 = !DILocalVariable(name: "i", scope: !141, file: !2, line: 89, type: !101)
!141 = distinct !DILexicalBlock(scope: !98, file: !2, line: 89, column: 5)
!142 = !DILocalVariable(name: "p", scope: !143, file: !2, line: 90, type: !145)
!143 = distinct !DILexicalBlock(scope: !144, file: !2, line: 89, column: 33)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 89, column: 5)
!145 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pun32", file: !2, line: 14, size: 32, elements: !146)
!146 = !{!147, !148, !149}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !145, file: !2, line: 15, baseType: !82, size: 32)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !145, file: !2, line: 16, baseType: !131, size: 32)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !145, file: !2, line: 17, baseType: !150, size: 32)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 32, elements: !88)
!151 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !115, line: 25, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !117, line: 40, baseType: !153)
!153 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!154 = !DILocalVariable(name: "i", scope: !155, file: !2, line: 93, type: !101)
!155 = distinct !DILexicalBlock(scope: !98, file: !2, line: 93, column: 5)
!156 = !DILocalVariable(name: "vals", scope: !98, file: !2, line: 95, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !158, size: 640, elements: !174)
!158 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "value", file: !2, line: 22, size: 128, elements: !159)
!159 = !{!160, !161}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !158, file: !2, line: 23, baseType: !73, size: 32)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "as", scope: !158, file: !2, line: 31, baseType: !162, size: 64, offset: 64)
!162 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !158, file: !2, line: 24, size: 64, elements: !163)
!163 = !{!164, !165, !166, !169}
!164 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !162, file: !2, line: 25, baseType: !123, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !162, file: !2, line: 26, baseType: !83, size: 64)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !162, file: !2, line: 27, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !168, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "pair", scope: !162, file: !2, line: 30, baseType: !170, size: 64)
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !162, file: !2, line: 28, size: 64, elements: !171)
!171 = !{!172, !173}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !170, file: !2, line: 29, baseType: !101, size: 32)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !170, file: !2, line: 29, baseType: !101, size: 32, offset: 32)
!174 = !{!175}
!175 = !DISubrange(count: 5)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 107, type: !101)
!177 = distinct !DILexicalBlock(scope: !98, file: !2, line: 107, column: 5)
!178 = !DILocalVariable(name: "e", scope: !98, file: !2, line: 117, type: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 114, size: 32, elements: !180)
!180 = !{!181, !182}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !179, file: !2, line: 115, baseType: !131, size: 32)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !179, file: !2, line: 116, baseType: !183, size: 32)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 32, elements: !138)
!184 = !DILocalVariable(name: "dv", scope: !98, file: !2, line: 120, type: !83)
!185 = !DILocalVariable(name: "bits", scope: !98, file: !2, line: 121, type: !114)
!186 = !DILocalVariable(name: "pv", scope: !98, file: !2, line: 123, type: !110)
!187 = !DILocalVariable(name: "su", scope: !98, file: !2, line: 129, type: !188)
!188 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !98, file: !2, line: 126, size: 32, elements: !189)
!189 = !{!190, !193}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !188, file: !2, line: 127, baseType: !191, size: 32)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !121, line: 26, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !117, line: 41, baseType: !101)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !188, file: !2, line: 128, baseType: !131, size: 32)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 0, scope: !98)
!196 = !DILocation(line: 73, column: 5, scope: !98)
!197 = distinct !DIAssignID()
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 73, column: 12, scope: !98)
!200 = distinct !DIAssignID()
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 0, scope: !106)
!203 = !DILocation(line: 74, column: 5, scope: !106)
!204 = !DILocation(line: 76, column: 15, scope: !108)
!205 = !{!206, !206, i64 0}
!206 = !{!"double", !207, i64 0}
!207 = !{!"omnipotent char", !208, i64 0}
!208 = !{!"Simple C/C++ TBAA"}
!209 = !DILocation(line: 0, scope: !108)
!210 = !DILocation(line: 77, column: 67, scope: !108)
!211 = !DILocation(line: 77, column: 75, scope: !108)
!212 = !DILocation(line: 78, column: 31, scope: !108)
!213 = !DILocation(line: 78, column: 16, scope: !108)
!214 = !DILocation(line: 78, column: 55, scope: !108)
!215 = !DILocation(line: 78, column: 39, scope: !108)
!216 = !DILocation(line: 77, column: 9, scope: !108)
!217 = !DILocation(line: 0, scope: !134)
!218 = !DILocation(line: 80, column: 29, scope: !219)
!219 = distinct !DILexicalBlock(scope: !134, file: !2, line: 79, column: 9)
!220 = !DILocation(line: 80, column: 13, scope: !219)
!221 = !DILocation(line: 81, column: 9, scope: !108)
!222 = !DILocation(line: 74, column: 29, scope: !109)
!223 = !DILocation(line: 74, column: 23, scope: !109)
!224 = distinct !{!224, !203, !225, !226}
!225 = !DILocation(line: 82, column: 5, scope: !106)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 85, column: 5, scope: !98)
!228 = !DILocation(line: 87, column: 5, scope: !98)
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 0, scope: !141)
!231 = !DILocation(line: 0, scope: !143)
!232 = !DILocation(line: 91, column: 9, scope: !143)
!233 = !DILocation(line: 0, scope: !155)
!234 = !DILocation(line: 94, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !155, file: !2, line: 93, column: 5)
!236 = !DILocation(line: 0, scope: !177)
!237 = !DILocalVariable(name: "v", arg: 1, scope: !238, file: !2, line: 34, type: !158)
!238 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 34, type: !239, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !241)
!239 = !DISubroutineType(types: !240)
!240 = !{null, !158}
!241 = !{!237}
!242 = !DILocation(line: 0, scope: !238, inlinedAt: !243)
!243 = distinct !DILocation(line: 108, column: 9, scope: !244)
!244 = distinct !DILexicalBlock(scope: !177, file: !2, line: 107, column: 5)
!245 = !DILocation(line: 36, column: 17, scope: !246, inlinedAt: !243)
!246 = distinct !DILexicalBlock(scope: !238, file: !2, line: 35, column: 21)
!247 = !DILocation(line: 37, column: 17, scope: !246, inlinedAt: !243)
!248 = !DILocation(line: 39, column: 18, scope: !246, inlinedAt: !243)
!249 = !DILocation(line: 38, column: 17, scope: !246, inlinedAt: !243)
!250 = !DILocation(line: 0, scope: !238, inlinedAt: !251)
!251 = distinct !DILocation(line: 109, column: 5, scope: !98)
!252 = !DILocation(line: 36, column: 17, scope: !246, inlinedAt: !251)
!253 = !DILocation(line: 0, scope: !238, inlinedAt: !254)
!254 = distinct !DILocation(line: 110, column: 5, scope: !98)
!255 = !DILocation(line: 37, column: 17, scope: !246, inlinedAt: !254)
!256 = !DILocation(line: 0, scope: !238, inlinedAt: !257)
!257 = distinct !DILocation(line: 111, column: 5, scope: !98)
!258 = !DILocation(line: 39, column: 18, scope: !246, inlinedAt: !257)
!259 = !DILocation(line: 112, column: 5, scope: !98)
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 118, column: 5, scope: !98)
!262 = !DILocation(line: 124, column: 5, scope: !98)
!263 = !DILocation(line: 131, column: 5, scope: !98)
!264 = !DILocation(line: 133, column: 1, scope: !98)
!265 = !DISubprogram(name: "printf", scope: !266, file: !266, line: 356, type: !267, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!266 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!267 = !DISubroutineType(types: !268)
!268 = !{!101, !269, null}
!269 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
