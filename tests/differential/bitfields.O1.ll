; ModuleID = 'bitfields.c'
source_filename = "bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.packed = type { i32 }

@.str = private unnamed_addr constant [49 x i8] c"sizeof packed=%zu header=%zu wide=%zu mixed=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"raw layout %08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"header:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [50 x i8] c"\0Aversion=%u ihl=%u len=%u id=%x flags=%u frag=%u\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [16 x i8] c"len=%u frag=%u\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [32 x i8] c"lo=%llu hi=%llu small=%d ch=%u\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [24 x i8] c"lo=%llu small=%d ch=%u\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [36 x i8] c"wide loop sum=%llu lo=%llu hi=%llu\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [19 x i8] c"mixed %c %d %d %d\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"array total=%d\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [31 x i8] c"a=%u b=%u c=%d d=%u e=%d f=%u\0A\00", align 1, !dbg !54

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca [8 x i8], align 8, !DIAssignID !133
    #dbg_assign(i1 undef, !101, !DIExpression(), !133, ptr %1, !DIExpression(), !134)
  %2 = alloca [4 x %struct.packed], align 16, !DIAssignID !135
    #dbg_assign(i1 undef, !124, !DIExpression(), !135, ptr %2, !DIExpression(), !134)
    #dbg_value(i32 0, !78, !DIExpression(), !134)
    #dbg_value(ptr undef, !136, !DIExpression(), !143)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !145
    #dbg_value(i32 -517891, !78, !DIExpression(), !134)
    #dbg_value(ptr undef, !136, !DIExpression(), !146)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 5, i32 noundef 31, i32 noundef -8, i32 noundef 1, i32 noundef -64, i32 noundef 4095), !dbg !148
    #dbg_assign(!DIArgList(i32 -517891, i32 6), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551608, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !149, ptr undef, !DIExpression(), !134)
    #dbg_assign(!DIArgList(i32 -517891, i32 0, i32 6), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073708503040, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 517888, DW_OP_or, DW_OP_stack_value), !150, ptr undef, !DIExpression(), !134)
    #dbg_value(i32 1566470, !78, !DIExpression(), !134)
    #dbg_value(ptr undef, !136, !DIExpression(), !151)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 6, i32 noundef 0, i32 noundef 7, i32 noundef 0, i32 noundef 63, i32 noundef 1), !dbg !153
    #dbg_value(i32 0, !87, !DIExpression(), !154)
    #dbg_value(i32 1566470, !78, !DIExpression(), !134)
  br label %10, !dbg !155

6:                                                ; preds = %49
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 8), !dbg !156
    #dbg_value(i32 3847, !90, !DIExpression(), !134)
    #dbg_value(i32 3847, !89, !DIExpression(), !134)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3847), !dbg !157
    #dbg_value(i64 2779493853845782612, !91, !DIExpression(), !134)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !158
  store i64 2779493853845782612, ptr %1, align 8, !dbg !159, !DIAssignID !160
    #dbg_assign(i64 2779493853845782612, !101, !DIExpression(), !160, ptr %1, !DIExpression(), !134)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !161
    #dbg_value(i32 0, !104, !DIExpression(), !162)
  br label %60, !dbg !163

10:                                               ; preds = %0, %49
  %11 = phi i32 [ 0, %0 ], [ %50, %49 ]
  %12 = phi i32 [ 1566470, %0 ], [ %35, %49 ]
    #dbg_value(i32 %11, !87, !DIExpression(), !154)
    #dbg_value(i32 %12, !78, !DIExpression(), !134)
  %13 = add i32 %12, 3, !dbg !164
  %14 = and i32 %13, 7, !dbg !164
  %15 = and i32 %12, 4096, !dbg !164
    #dbg_assign(!DIArgList(i32 %12, i32 %14), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073709551608, DW_OP_and, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !167, ptr undef, !DIExpression(), !134)
  %16 = lshr i32 %12, 3, !dbg !168
  %17 = mul i32 %16, 56, !dbg !169
  %18 = add i32 %17, 8, !dbg !169
  %19 = and i32 %18, 248, !dbg !169
    #dbg_assign(!DIArgList(i32 %12, i32 %19, i32 %14), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073708507136, DW_OP_and, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !170, ptr undef, !DIExpression(), !134)
  %20 = shl nuw nsw i32 %11, 8, !dbg !171
  %21 = and i32 %20, 3840, !dbg !171
    #dbg_assign(!DIArgList(i32 poison, i32 poison), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 2048, DW_OP_xor, DW_OP_stack_value), !172, ptr undef, !DIExpression(), !134)
  %22 = mul nuw nsw i32 %11, 83886080, !dbg !173
  %23 = add nuw i32 %22, 1308622848, !dbg !173
  %24 = lshr exact i32 %23, 11, !dbg !173
  %25 = and i32 %24, 1040384, !dbg !173
    #dbg_assign(!DIArgList(i32 poison, i32 poison, i32 poison), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 2048, DW_OP_xor, DW_OP_stack_value), !174, ptr undef, !DIExpression(), !134)
  %26 = lshr i32 %12, 20, !dbg !175
  %27 = mul nuw nsw i32 %26, 33, !dbg !176
  %28 = add nuw nsw i32 %27, %11, !dbg !177
  %29 = shl i32 %28, 20, !dbg !178
  %30 = or disjoint i32 %15, %21, !dbg !169
  %31 = or disjoint i32 %30, %19, !dbg !178
  %32 = or disjoint i32 %31, %29, !dbg !178
  %33 = or disjoint i32 %32, %14, !dbg !178
  %34 = or disjoint i32 %33, %25, !dbg !178
  %35 = xor i32 %34, 2048, !dbg !178
    #dbg_value(!DIArgList(i32 %21, i32 %29, i32 %18, i32 %14, i32 %12, i32 %25), !78, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_constu, 248, DW_OP_and, DW_OP_LLVM_arg, 4, DW_OP_constu, 4096, DW_OP_and, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_constu, 2048, DW_OP_xor, DW_OP_stack_value), !134)
  %36 = and i32 %11, 3, !dbg !179
  %37 = icmp eq i32 %36, 0, !dbg !181
  br i1 %37, label %38, label %49, !dbg !182

38:                                               ; preds = %10
    #dbg_value(ptr undef, !136, !DIExpression(), !183)
  %39 = lshr exact i32 %18, 3, !dbg !185
  %40 = and i32 %39, 31, !dbg !185
  %41 = shl i32 %35, 20, !dbg !186
  %42 = ashr i32 %41, 28, !dbg !186
  %43 = lshr i32 %12, 12, !dbg !187
  %44 = and i32 %43, 1, !dbg !187
  %45 = shl nuw i32 %25, 12, !dbg !188
  %46 = ashr exact i32 %45, 25, !dbg !188
  %47 = and i32 %28, 4095, !dbg !189
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %14, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %47), !dbg !190
  br label %49, !dbg !191

49:                                               ; preds = %10, %38
  %50 = add nuw nsw i32 %11, 1, !dbg !192
    #dbg_value(i32 %35, !78, !DIExpression(), !134)
    #dbg_value(i32 %50, !87, !DIExpression(), !154)
  %51 = icmp eq i32 %50, 20, !dbg !193
  br i1 %51, label %6, label %10, !dbg !155, !llvm.loop !194

52:                                               ; preds = %60
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef 5, i32 noundef 1500, i32 noundef 48879, i32 noundef 2, i32 noundef 1234), !dbg !198
    #dbg_value(i64 6562517545033597012, !91, !DIExpression(), !134)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 65535, i32 noundef 2914), !dbg !199
    #dbg_assign(i1 undef, !106, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !200, ptr poison, !DIExpression(), !134)
    #dbg_value(i64 -6066929240207523841, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i16 25602, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !134)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef 1099511627775, i64 noundef 11259375, i32 noundef -2, i32 noundef 100), !dbg !201
    #dbg_value(i64 -6066930339719151616, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i16 515, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 16), !134)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 0, i32 noundef -1, i32 noundef 2), !dbg !202
    #dbg_value(i64 0, !113, !DIExpression(), !134)
    #dbg_value(i32 0, !114, !DIExpression(), !203)
    #dbg_value(i64 -6066930339719151616, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(i32 poison, !114, !DIExpression(), !203)
    #dbg_value(i64 poison, !113, !DIExpression(), !134)
    #dbg_value(i64 undef, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 43992075556824, i64 noundef 740164912472, i64 noundef 3448439), !dbg !204
    #dbg_value(i8 113, !116, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !134)
    #dbg_value(i24 523776, !116, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !134)
    #dbg_value(i16 -3, !116, !DIExpression(DW_OP_LLVM_fragment, 32, 16), !134)
    #dbg_value(i16 poison, !116, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !134)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 113, i32 noundef -512, i32 noundef 511, i32 noundef -3), !dbg !205
    #dbg_value(i24 525800, !116, !DIExpression(DW_OP_LLVM_fragment, 8, 24), !134)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 113, i32 noundef 488, i32 noundef -511, i32 noundef -3), !dbg !206
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #4, !dbg !207
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 0, i64 16, i1 false), !dbg !208, !DIAssignID !209
    #dbg_assign(i8 0, !124, !DIExpression(), !209, ptr %2, !DIExpression(), !134)
    #dbg_value(i32 0, !128, !DIExpression(), !210)
  br label %68, !dbg !211

60:                                               ; preds = %6, %60
  %61 = phi i64 [ 0, %6 ], [ %66, %60 ]
    #dbg_value(i64 %61, !104, !DIExpression(), !162)
  %62 = getelementptr inbounds [8 x i8], ptr %1, i64 0, i64 %61, !dbg !212
  %63 = load i8, ptr %62, align 1, !dbg !212, !tbaa !214
  %64 = zext i8 %63 to i32, !dbg !212
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %64), !dbg !217
  %66 = add nuw nsw i64 %61, 1, !dbg !218
    #dbg_value(i64 %66, !104, !DIExpression(), !162)
  %67 = icmp eq i64 %66, 8, !dbg !219
  br i1 %67, label %52, label %60, !dbg !163, !llvm.loop !220

68:                                               ; preds = %52, %68
  %69 = phi i64 [ 0, %52 ], [ %83, %68 ]
    #dbg_value(i64 %69, !128, !DIExpression(), !210)
  %70 = getelementptr inbounds [4 x %struct.packed], ptr %2, i64 0, i64 %69, !dbg !222
  %71 = load i32, ptr %70, align 4, !dbg !225
  %72 = and i32 %71, 8184, !dbg !225
  %73 = trunc nuw nsw i64 %69 to i32, !dbg !226
  %74 = mul i32 %73, 1979711488, !dbg !226
  %75 = lshr exact i32 %74, 11, !dbg !226
  %76 = and i32 %75, 1032192, !dbg !227
  %77 = or disjoint i32 %76, %72, !dbg !227
  %78 = trunc i64 %69 to i32, !dbg !227
  %79 = mul i32 %78, 1048576000, !dbg !227
  %80 = or disjoint i32 %77, %79, !dbg !227
  %81 = trunc nuw nsw i64 %69 to i32, !dbg !227
  %82 = add nuw nsw i32 %80, %81, !dbg !227
  store i32 %82, ptr %70, align 4, !dbg !227
  %83 = add nuw nsw i64 %69, 1, !dbg !228
    #dbg_value(i64 %83, !128, !DIExpression(), !210)
  %84 = icmp eq i64 %83, 4, !dbg !229
  br i1 %84, label %87, label %68, !dbg !211, !llvm.loop !230

85:                                               ; preds = %87
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %98), !dbg !232
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #4, !dbg !233
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !233
  ret i32 0, !dbg !234

87:                                               ; preds = %68, %87
  %88 = phi i64 [ %99, %87 ], [ 0, %68 ]
  %89 = phi i32 [ %98, %87 ], [ 0, %68 ]
    #dbg_value(i64 %88, !131, !DIExpression(), !235)
    #dbg_value(i32 %89, !130, !DIExpression(), !134)
  %90 = getelementptr inbounds [4 x %struct.packed], ptr %2, i64 0, i64 %88, !dbg !236
  %91 = load i32, ptr %90, align 4, !dbg !238
  %92 = and i32 %91, 7, !dbg !238
  %93 = shl i32 %91, 12, !dbg !239
  %94 = ashr i32 %93, 25, !dbg !239
  %95 = lshr i32 %91, 20, !dbg !240
  %96 = add i32 %92, %89, !dbg !241
  %97 = add i32 %96, %95, !dbg !242
  %98 = add i32 %97, %94, !dbg !243
    #dbg_value(i32 %98, !130, !DIExpression(), !134)
  %99 = add nuw nsw i64 %88, 1, !dbg !244
    #dbg_value(i64 %99, !131, !DIExpression(), !235)
  %100 = icmp eq i64 %99, 4, !dbg !245
  br i1 %100, label %85, label %87, !dbg !246, !llvm.loop !247
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !249 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!59}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bitfields.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f62859900f647cef3223d32fb579a3f1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 49)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 50)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 95, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 32)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 24)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 107, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 36)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 19)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 124, type: !29, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 31)
!59 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !60, globals: !65, splitDebugInlining: false, nameTableKind: None)
!60 = !{!61, !62, !63, !64}
!61 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!64 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!65 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !54}
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !75, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!64}
!77 = !{!78, !87, !89, !90, !91, !101, !104, !106, !113, !114, !116, !124, !128, !130, !131}
!78 = !DILocalVariable(name: "p", scope: !74, file: !2, line: 44, type: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "packed", file: !2, line: 6, size: 32, elements: !80)
!80 = !{!81, !82, !83, !84, !85, !86}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !79, file: !2, line: 7, baseType: !63, size: 3, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !79, file: !2, line: 8, baseType: !63, size: 5, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !79, file: !2, line: 9, baseType: !64, size: 4, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !79, file: !2, line: 10, baseType: !63, size: 1, offset: 12, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !79, file: !2, line: 11, baseType: !64, size: 7, offset: 13, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !79, file: !2, line: 12, baseType: !63, size: 12, offset: 20, flags: DIFlagBitField, extraData: i64 0)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 61, type: !64)
!88 = distinct !DILexicalBlock(scope: !74, file: !2, line: 61, column: 5)
!89 = !DILocalVariable(name: "raw", scope: !74, file: !2, line: 72, type: !63)
!90 = !DILocalVariable(name: "q", scope: !74, file: !2, line: 73, type: !79)
!91 = !DILocalVariable(name: "h", scope: !74, file: !2, line: 79, type: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "header", file: !2, line: 15, size: 64, elements: !93)
!93 = !{!94, !95, !96, !97, !98, !99, !100}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "version", scope: !92, file: !2, line: 16, baseType: !63, size: 4, flags: DIFlagBitField, extraData: i64 0)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "ihl", scope: !92, file: !2, line: 17, baseType: !63, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "tos", scope: !92, file: !2, line: 18, baseType: !63, size: 8, offset: 8, flags: DIFlagBitField, extraData: i64 0)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !92, file: !2, line: 19, baseType: !63, size: 16, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !92, file: !2, line: 20, baseType: !63, size: 16, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !92, file: !2, line: 21, baseType: !63, size: 3, offset: 48, flags: DIFlagBitField, extraData: i64 0)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "frag", scope: !92, file: !2, line: 22, baseType: !63, size: 13, offset: 51, flags: DIFlagBitField, extraData: i64 0)
!101 = !DILocalVariable(name: "bytes", scope: !74, file: !2, line: 80, type: !102)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !103, size: 64, elements: !15)
!103 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 83, type: !63)
!105 = distinct !DILexicalBlock(scope: !74, file: !2, line: 83, column: 5)
!106 = !DILocalVariable(name: "w", scope: !74, file: !2, line: 90, type: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "wide", file: !2, line: 25, size: 128, elements: !108)
!108 = !{!109, !110, !111, !112}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !107, file: !2, line: 26, baseType: !62, size: 40, flags: DIFlagBitField, extraData: i64 0)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !107, file: !2, line: 27, baseType: !62, size: 24, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "small", scope: !107, file: !2, line: 28, baseType: !64, size: 2, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !107, file: !2, line: 29, baseType: !103, size: 7, offset: 72, flags: DIFlagBitField, extraData: i64 64)
!113 = !DILocalVariable(name: "sum", scope: !74, file: !2, line: 101, type: !62)
!114 = !DILocalVariable(name: "i", scope: !115, file: !2, line: 102, type: !64)
!115 = distinct !DILexicalBlock(scope: !74, file: !2, line: 102, column: 5)
!116 = !DILocalVariable(name: "m", scope: !74, file: !2, line: 109, type: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "mixed", file: !2, line: 32, size: 64, elements: !118)
!118 = !{!119, !120, !121, !122}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !117, file: !2, line: 33, baseType: !4, size: 8)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !117, file: !2, line: 34, baseType: !64, size: 10, offset: 8, flags: DIFlagBitField, extraData: i64 8)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !117, file: !2, line: 35, baseType: !64, size: 10, offset: 18, flags: DIFlagBitField, extraData: i64 8)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !117, file: !2, line: 36, baseType: !123, size: 16, offset: 32)
!123 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!124 = !DILocalVariable(name: "arr", scope: !74, file: !2, line: 114, type: !125)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 128, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 4)
!128 = !DILocalVariable(name: "i", scope: !129, file: !2, line: 116, type: !64)
!129 = distinct !DILexicalBlock(scope: !74, file: !2, line: 116, column: 5)
!130 = !DILocalVariable(name: "tot", scope: !74, file: !2, line: 121, type: !64)
!131 = !DILocalVariable(name: "i", scope: !132, file: !2, line: 122, type: !64)
!132 = distinct !DILexicalBlock(scope: !74, file: !2, line: 122, column: 5)
!133 = distinct !DIAssignID()
!134 = !DILocation(line: 0, scope: !74)
!135 = distinct !DIAssignID()
!136 = !DILocalVariable(name: "p", arg: 1, scope: !137, file: !2, line: 39, type: !140)
!137 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 39, type: !138, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !59, retainedNodes: !142)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!142 = !{!136}
!143 = !DILocation(line: 0, scope: !137, inlinedAt: !144)
!144 = distinct !DILocation(line: 46, column: 5, scope: !74)
!145 = !DILocation(line: 40, column: 5, scope: !137, inlinedAt: !144)
!146 = !DILocation(line: 0, scope: !137, inlinedAt: !147)
!147 = distinct !DILocation(line: 53, column: 5, scope: !74)
!148 = !DILocation(line: 40, column: 5, scope: !137, inlinedAt: !147)
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !137, inlinedAt: !152)
!152 = distinct !DILocation(line: 60, column: 5, scope: !74)
!153 = !DILocation(line: 40, column: 5, scope: !137, inlinedAt: !152)
!154 = !DILocation(line: 0, scope: !88)
!155 = !DILocation(line: 61, column: 5, scope: !88)
!156 = !DILocation(line: 70, column: 5, scope: !74)
!157 = !DILocation(line: 78, column: 5, scope: !74)
!158 = !DILocation(line: 80, column: 5, scope: !74)
!159 = !DILocation(line: 81, column: 5, scope: !74)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 82, column: 5, scope: !74)
!162 = !DILocation(line: 0, scope: !105)
!163 = !DILocation(line: 83, column: 5, scope: !105)
!164 = !DILocation(line: 62, column: 13, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 61, column: 34)
!166 = distinct !DILexicalBlock(scope: !88, file: !2, line: 61, column: 5)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 63, column: 18, scope: !165)
!169 = !DILocation(line: 63, column: 13, scope: !165)
!170 = distinct !DIAssignID()
!171 = !DILocation(line: 64, column: 13, scope: !165)
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 65, column: 13, scope: !165)
!174 = distinct !DIAssignID()
!175 = !DILocation(line: 66, column: 18, scope: !165)
!176 = !DILocation(line: 66, column: 20, scope: !165)
!177 = !DILocation(line: 66, column: 25, scope: !165)
!178 = !DILocation(line: 66, column: 13, scope: !165)
!179 = !DILocation(line: 67, column: 15, scope: !180)
!180 = distinct !DILexicalBlock(scope: !165, file: !2, line: 67, column: 13)
!181 = !DILocation(line: 67, column: 19, scope: !180)
!182 = !DILocation(line: 67, column: 13, scope: !165)
!183 = !DILocation(line: 0, scope: !137, inlinedAt: !184)
!184 = distinct !DILocation(line: 68, column: 13, scope: !180)
!185 = !DILocation(line: 40, column: 56, scope: !137, inlinedAt: !184)
!186 = !DILocation(line: 40, column: 62, scope: !137, inlinedAt: !184)
!187 = !DILocation(line: 40, column: 68, scope: !137, inlinedAt: !184)
!188 = !DILocation(line: 40, column: 74, scope: !137, inlinedAt: !184)
!189 = !DILocation(line: 40, column: 80, scope: !137, inlinedAt: !184)
!190 = !DILocation(line: 40, column: 5, scope: !137, inlinedAt: !184)
!191 = !DILocation(line: 68, column: 13, scope: !180)
!192 = !DILocation(line: 61, column: 30, scope: !166)
!193 = !DILocation(line: 61, column: 23, scope: !166)
!194 = distinct !{!194, !155, !195, !196, !197}
!195 = !DILocation(line: 69, column: 5, scope: !88)
!196 = !{!"llvm.loop.mustprogress"}
!197 = !{!"llvm.loop.unroll.disable"}
!198 = !DILocation(line: 85, column: 5, scope: !74)
!199 = !DILocation(line: 89, column: 5, scope: !74)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 95, column: 5, scope: !74)
!202 = !DILocation(line: 100, column: 5, scope: !74)
!203 = !DILocation(line: 0, scope: !115)
!204 = !DILocation(line: 107, column: 5, scope: !74)
!205 = !DILocation(line: 110, column: 5, scope: !74)
!206 = !DILocation(line: 113, column: 5, scope: !74)
!207 = !DILocation(line: 114, column: 5, scope: !74)
!208 = !DILocation(line: 115, column: 5, scope: !74)
!209 = distinct !DIAssignID()
!210 = !DILocation(line: 0, scope: !129)
!211 = !DILocation(line: 116, column: 5, scope: !129)
!212 = !DILocation(line: 84, column: 25, scope: !213)
!213 = distinct !DILexicalBlock(scope: !105, file: !2, line: 83, column: 5)
!214 = !{!215, !215, i64 0}
!215 = !{!"omnipotent char", !216, i64 0}
!216 = !{!"Simple C/C++ TBAA"}
!217 = !DILocation(line: 84, column: 9, scope: !213)
!218 = !DILocation(line: 83, column: 41, scope: !213)
!219 = !DILocation(line: 83, column: 28, scope: !213)
!220 = distinct !{!220, !163, !221, !196, !197}
!221 = !DILocation(line: 84, column: 33, scope: !105)
!222 = !DILocation(line: 117, column: 9, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 116, column: 33)
!224 = distinct !DILexicalBlock(scope: !129, file: !2, line: 116, column: 5)
!225 = !DILocation(line: 117, column: 18, scope: !223)
!226 = !DILocation(line: 118, column: 18, scope: !223)
!227 = !DILocation(line: 119, column: 18, scope: !223)
!228 = !DILocation(line: 116, column: 29, scope: !224)
!229 = !DILocation(line: 116, column: 23, scope: !224)
!230 = distinct !{!230, !211, !231, !196, !197}
!231 = !DILocation(line: 120, column: 5, scope: !129)
!232 = !DILocation(line: 124, column: 5, scope: !74)
!233 = !DILocation(line: 126, column: 1, scope: !74)
!234 = !DILocation(line: 125, column: 5, scope: !74)
!235 = !DILocation(line: 0, scope: !132)
!236 = !DILocation(line: 123, column: 16, scope: !237)
!237 = distinct !DILexicalBlock(scope: !132, file: !2, line: 122, column: 5)
!238 = !DILocation(line: 123, column: 23, scope: !237)
!239 = !DILocation(line: 123, column: 34, scope: !237)
!240 = !DILocation(line: 123, column: 50, scope: !237)
!241 = !DILocation(line: 123, column: 25, scope: !237)
!242 = !DILocation(line: 123, column: 36, scope: !237)
!243 = !DILocation(line: 123, column: 13, scope: !237)
!244 = !DILocation(line: 122, column: 29, scope: !237)
!245 = !DILocation(line: 122, column: 23, scope: !237)
!246 = !DILocation(line: 122, column: 5, scope: !132)
!247 = distinct !{!247, !246, !248, !196, !197}
!248 = !DILocation(line: 123, column: 50, scope: !132)
!249 = !DISubprogram(name: "printf", scope: !250, file: !250, line: 356, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!250 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!251 = !DISubroutineType(types: !252)
!252 = !{!64, !253, null}
!253 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !255, size: 64)
!255 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
